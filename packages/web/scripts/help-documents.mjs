// The help centre's documents (German, like the demo): title, sections of paragraphs. Kept as data
// so the texts can be reviewed without reading PDF syntax.
export const HELP_DOCUMENTS = [
  {
    file: 'erste-schritte.pdf',
    title: 'Erste Schritte mit Careport',
    sections: [
      {
        heading: '1. Willkommen',
        paragraphs: [
          'Careport verbindet dich mit Menschen, die Unterstützung im Alltag suchen. In der App siehst du neue Anfragen, deine Kundinnen und Kunden, deine Termine und deine Abrechnung an einem Ort.',
          'Diese Anleitung führt dich durch die ersten Tage: vom vollständigen Profil über die erste Anfrage bis zum ersten dokumentierten Termin.',
        ],
      },
      {
        heading: '2. Dein Profil',
        paragraphs: [
          'Ein vollständiges Profil ist deine Visitenkarte. Profile mit einem Text unter „Über mich“ erhalten bis zu 20 % mehr Anfragen. Beschreibe, was dir in der Betreuung wichtig ist, welche Erfahrung du mitbringst und was Kundinnen und Kunden von dir erwarten können.',
          'Wähle unter „Leistungen“ alles aus, was du anbieten möchtest, und trage deine Ausbildungen, Qualifikationen und Sprachen ein. Name und E-Mail-Adresse kann nur der Support ändern.',
          'Unter „Verfügbarkeit“ legst du fest, ob du neue Kundinnen und Kunden annimmst, wie weit du höchstens fährst und wann du abwesend bist. In diesen Zeiten erhältst du keine Anfragen.',
        ],
      },
      {
        heading: '3. Anfragen beantworten',
        paragraphs: [
          'Neue Anfragen erscheinen unter „Kunden“ und als Mitteilung auf deinem Gerät. Jede Anfrage zeigt Ort, Zeitraum, gewünschte Leistungen und deinen Verdienst. Antworte möglichst schnell: Deine Antwortquote ist auf dem Dashboard zu sehen.',
          'Wenn eine Anfrage nicht passt, lehne sie mit einem Grund ab. Das hilft uns, dir künftig passendere Anfragen zu schicken.',
        ],
      },
      {
        heading: '4. Das Erstgespräch',
        paragraphs: [
          'Sobald aus einer Anfrage ein Vertrag wird, rufst du die Kundin oder den Kunden an. Je schneller, desto besser: Die Zeit bis zum ersten Anruf ist eine deiner Kennzahlen. Der Leitfaden für das Erstgespräch hilft dir dabei.',
          'Vereinbare im Gespräch den ersten Termin und trage ihn direkt im Kalender ein.',
        ],
      },
      {
        heading: '5. Termine dokumentieren',
        paragraphs: [
          'Nach jedem Termin dokumentierst du ihn in der App: Leistungen auswählen, Zeiten bestätigen und unterschreiben lassen. Erst dokumentierte Termine können abgerechnet werden.',
          'Die App erinnert dich an Termine, die noch nicht dokumentiert sind. Über „Später“ blendest du die Erinnerung für 24 Stunden aus.',
          'Bei Kundinnen und Kunden mit Direktabrechnung über die Pflegekasse lädst du zusätzlich jeden Monat den Leistungsnachweis hoch.',
        ],
      },
      {
        heading: '6. Abrechnung',
        paragraphs: [
          'Careport erstellt jeden Monat die Rechnungen für deine dokumentierten Termine. Du findest sie unter „Konto“ in der Finanzübersicht. Dort siehst du auch deine Bankverbindung und Steuerdaten.',
          'Fragen zur Abrechnung beantwortet unser Support montags bis mittwochs von 8 bis 12 und 15 bis 19 Uhr, donnerstags und freitags von 10 bis 15 Uhr.',
        ],
      },
      {
        heading: '7. Wenn etwas nicht klappt',
        paragraphs: [
          'Musst du einen Termin absagen, tue das so früh wie möglich und gib den Grund an. Bei Krankheit trage zusätzlich eine Abwesenheit ein, damit du keine neuen Anfragen für diese Tage erhältst.',
          'Im Hilfe-Center findest du weitere Anleitungen, Vorlagen und die Kontaktdaten des Supports.',
        ],
      },
    ],
  },
  {
    file: 'first-call-guide.pdf',
    title: 'Leitfaden für das Erstgespräch',
    sections: [
      {
        heading: 'Vor dem Anruf',
        paragraphs: [
          'Lies die Anfrage noch einmal: Wer wird betreut, welche Leistungen sind gewünscht, wie oft und zu welchen Zeiten? Notiere dir offene Fragen.',
          'Rufe innerhalb von 24 Stunden nach Vertragsbeginn an. Ein schneller Anruf zeigt Verlässlichkeit und ist für viele Familien entscheidend.',
        ],
      },
      {
        heading: 'Begrüßung',
        paragraphs: [
          'Stelle dich mit Vor- und Nachnamen vor und sage, dass du über Careport anrufst. Frage, ob gerade ein guter Zeitpunkt für ein Gespräch von etwa zehn Minuten ist.',
        ],
      },
      {
        heading: 'Bedarf klären',
        paragraphs: [
          'Frage nach dem Alltag der betreuten Person: Was fällt schwer, was macht Freude, welche Gewohnheiten sind wichtig? Gibt es Erkrankungen, auf die du achten solltest, zum Beispiel Demenz oder eine eingeschränkte Beweglichkeit?',
          'Kläre, wer dein Ansprechpartner ist: die betreute Person selbst oder ein Angehöriger. Notiere Telefonnummer und die beste Zeit für Rückfragen.',
          'Frage nach Haustieren, Zugang zur Wohnung (Klingel, Schlüssel, Etage) und Parkmöglichkeiten.',
        ],
      },
      {
        heading: 'Erwartungen abstimmen',
        paragraphs: [
          'Beschreibe, welche Leistungen du übernimmst und welche nicht. Pflegerische Tätigkeiten wie Wundversorgung oder Medikamentengabe gehören nicht zur Alltagsbegleitung.',
          'Besprich die Abrechnung: Bei Direktabrechnung mit der Pflegekasse unterschreibt die Kundin oder der Kunde nach jedem Termin in der App, und du lädst monatlich den Leistungsnachweis hoch.',
        ],
      },
      {
        heading: 'Den ersten Termin vereinbaren',
        paragraphs: [
          'Schlage zwei konkrete Termine vor und lege den ersten gemeinsam fest. Trage ihn sofort in der App ein; Careport bestätigt ihn der Kundin oder dem Kunden.',
          'Plane für den ersten Termin etwas mehr Zeit ein, um die Wohnung und die Abläufe kennenzulernen.',
        ],
      },
      {
        heading: 'Nach dem Anruf',
        paragraphs: [
          'Halte das Wichtigste in deinen Notizen fest. Wenn du niemanden erreichst, versuche es am selben Tag noch einmal zu einer anderen Uhrzeit und sende eine kurze Nachricht.',
          'Wenn sich im Gespräch zeigt, dass der Auftrag nicht zu dir passt, melde dich beim Support. Gemeinsam finden wir eine Lösung für die Familie.',
        ],
      },
      {
        heading: 'Checkliste',
        paragraphs: [
          'Vorgestellt und Zeit erfragt. Bedarf, Gewohnheiten und Erkrankungen besprochen. Ansprechpartner und Erreichbarkeit notiert. Zugang zur Wohnung geklärt. Leistungen und Abrechnung erklärt. Ersten Termin vereinbart und eingetragen.',
        ],
      },
    ],
  },
  {
    file: 'leistungsnachweis-vorlage.pdf',
    title: 'Vorlage Leistungsnachweis',
    sections: [
      {
        heading: 'So verwendest du die Vorlage',
        paragraphs: [
          'Für Kundinnen und Kunden mit Direktabrechnung über die Pflegekasse brauchst du jeden Monat einen unterschriebenen Leistungsnachweis. Trage für jeden Termin Datum, Beginn, Ende und die erbrachten Leistungen ein.',
          'Lass den Nachweis am Monatsende von der Kundin oder dem Kunden unterschreiben, fotografiere ihn gut lesbar und lade ihn in der App beim jeweiligen Vertrag hoch.',
          'Lade ihn spätestens bis zum 2. des Folgemonats hoch: Am 3. prüft Careport die Nachweise, danach zahlt die Pflegekasse in etwa 10 Tagen. Ein fehlender Nachweis erscheint in der App als überfällig.',
        ],
      },
      {
        heading: 'Angaben',
        paragraphs: [
          'Name der versicherten Person: ____________________  Versichertennummer: ______________',
          'Monat und Jahr: __________  Name der Alltagsbegleitung: ____________________',
          'Datum | Beginn | Ende | Leistungen | Kürzel',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          '______ | ______ | ______ | ______________________________ | ______',
          'Ort, Datum und Unterschrift der versicherten Person: ______________________________',
        ],
      },
    ],
  },
  {
    file: 'abtretungserklaerung.pdf',
    title: 'Die Abtretungserklärung einfach erklärt',
    sections: [
      {
        heading: 'Worum geht es?',
        paragraphs: [
          'Mit der Abtretungserklärung erlaubt die versicherte Person, dass Careport die Leistungen direkt mit der Pflegekasse abrechnet. Die Familie muss dann nicht in Vorleistung gehen.',
          'Die Erklärung wird einmal zu Beginn unterschrieben, in der App beim ersten Termin. Ohne sie kann nicht direkt abgerechnet werden.',
        ],
      },
      {
        heading: 'Was du wissen solltest',
        paragraphs: [
          'Der Entlastungsbetrag von monatlich bis zu 131 Euro steht allen Pflegebedürftigen ab Pflegegrad 1 zu. Nicht genutzte Beträge können in das folgende Halbjahr übertragen werden.',
          'Wenn das Budget aufgebraucht ist, werden weitere Termine privat abgerechnet. Sprich das im Erstgespräch offen an.',
        ],
      },
    ],
  },
  {
    file: 'abrechnung-und-provision.pdf',
    title: 'Abrechnung und Provision',
    sections: [
      {
        heading: 'Wie die Abrechnung funktioniert',
        paragraphs: [
          'Careport rechnet am Monatsanfang alle dokumentierten Termine des Vormonats ab: Die Kundin oder der Kunde erhält eine Rechnung über die Leistungen, du erhältst eine Provisionsrechnung.',
          'Dein Verdienst ergibt sich aus deinem Stundensatz und der dokumentierten Dauer. Die Provision wird als Prozentsatz ausgewiesen.',
        ],
      },
      {
        heading: 'Stornorechnungen',
        paragraphs: [
          'Wird eine Rechnung korrigiert, erstellt Careport eine Stornorechnung und eine neue Rechnung. In der Rechnungsliste siehst du beide nebeneinander mit dem Datum der Stornierung.',
        ],
      },
    ],
  },
  {
    file: 'umgang-mit-demenz.pdf',
    title: 'Umgang mit Menschen mit Demenz',
    sections: [
      {
        heading: 'Grundhaltung',
        paragraphs: [
          'Begegne Menschen mit Demenz mit Geduld und Respekt. Sprich in kurzen, klaren Sätzen, halte Blickkontakt und gib nur eine Information auf einmal.',
          'Korrigiere nicht ständig. Wenn jemand in einer anderen Zeit lebt, gehe auf die Gefühle ein, statt über Fakten zu streiten.',
        ],
      },
      {
        heading: 'Im Alltag',
        paragraphs: [
          'Feste Abläufe geben Sicherheit. Beginne Termine möglichst immer auf die gleiche Weise und kündige an, was du als Nächstes tust.',
          'Beschäftigungen, die an frühere Tätigkeiten anknüpfen, wie Kochen, Gartenarbeit oder Musik, wecken oft Freude und Erinnerungen.',
        ],
      },
    ],
  },
];
