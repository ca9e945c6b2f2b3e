import {
  catalogues,
  formatDate,
  formatTime,
  type NoSignatureReason,
  type SignerKind,
  type SignerRole,
} from '@careport/domain';
import type { BookingView } from '../list-bookings.js';
import type { ProofContent } from './proof-pdf.js';

/** The proof is German (the market's language, and the care fund's). */
const de = catalogues.de;
const text = de.proof.pdf;

export type ProofDocumentation = {
  signerType: SignerKind | null;
  signerName: string | null;
  signerRole: SignerRole | null;
  noSignatureReason: NoSignatureReason | null;
  documentedAtDevice: Date | null;
  documentedAt: Date | null;
};

export type ProofImages = {
  cuConfirmation?: ProofImage;
  cuDeclaration?: ProofImage;
  cgConfirmation?: ProofImage;
  paper?: ProofImage;
};
export type ProofImage = { png?: Uint8Array; jpg?: Uint8Array };

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_match, key: string) => values[key] ?? '');

const dateTime = (value: Date) => `${formatDate(value)}, ${formatTime(value)} Uhr`;

function signedBy(documentation: ProofDocumentation | null, images: ProofImages): string {
  switch (documentation?.signerType ?? null) {
    case 'care_receiver':
      return text.SIGNED_BY_CARE_RECEIVER;
    case 'representative':
      return fill(text.SIGNED_BY_REPRESENTATIVE, {
        name: documentation?.signerName ?? '',
        role: documentation?.signerRole ? de.proof.signerRole[documentation.signerRole] : '',
      });
    case 'nobody':
      return fill(text.SIGNED_BY_NOBODY, {
        reason: documentation?.noSignatureReason
          ? de.proof.noSignatureReason[documentation.noSignatureReason]
          : '',
      });
    case null:
      if (images.paper) return text.SIGNED_ON_PAPER;
      // The flow signed digitally before who-signed was asked: the care receiver, by default.
      return images.cuConfirmation ? text.SIGNED_BY_CARE_RECEIVER : text.SIGNED_NOT_SAID;
  }
}

/** What a documented booking's proof says, in German words (issue 14 Proof of service). */
export function proofContent(input: {
  booking: BookingView;
  caregiverName: string;
  documentation: ProofDocumentation | null;
  images: ProofImages;
  fulfilledAt: Date | null;
  madeAt: Date;
}): ProofContent {
  const { booking, documentation, images } = input;
  const receiver = booking.careReceiver;
  const street = [receiver.street, receiver.houseNumber].filter(Boolean).join(' ');
  const services = booking.services.map((service) => service.labelDe).join(', ');
  const serverTime = documentation?.documentedAt ?? input.fulfilledAt;
  const rows = [
    { label: text.BOOKING, value: booking.bookingId },
    { label: text.CAREGIVER, value: input.caregiverName },
    { label: text.CARE_RECEIVER, value: `${receiver.firstName} ${receiver.lastName}` },
    { label: text.ADDRESS, value: `${street}, ${receiver.postalCode} ${receiver.city}` },
    {
      label: text.VISIT,
      value: `${formatDate(booking.startDate)}, ${formatTime(booking.startDate)}–${formatTime(booking.endDate)} Uhr`,
    },
    { label: text.SERVICES, value: services || de.labels.EMPTY_VALUE },
    ...(booking.otherServiceDescription
      ? [{ label: text.OTHER_SERVICES, value: booking.otherServiceDescription }]
      : []),
    {
      label: text.PAYMENT_METHOD,
      value: booking.paymentMethod
        ? de.labels.paymentMethod[booking.paymentMethod]
        : de.labels.EMPTY_VALUE,
    },
    { label: text.SIGNED_BY, value: signedBy(documentation, images) },
    {
      label: text.DOCUMENTED_DEVICE,
      value: documentation?.documentedAtDevice
        ? dateTime(documentation.documentedAtDevice)
        : text.NOT_KNOWN,
    },
    { label: text.DOCUMENTED_SERVER, value: serverTime ? dateTime(serverTime) : text.NOT_KNOWN },
  ];
  return {
    madeAt: input.madeAt,
    title: text.TITLE,
    issuer: text.ISSUER,
    rows,
    images: [
      { label: text.SIGNATURE_CONFIRMATION, ...images.cuConfirmation },
      { label: text.SIGNATURE_DECLARATION, ...images.cuDeclaration },
      { label: text.SIGNATURE_CAREGIVER, ...images.cgConfirmation },
      { label: text.PAPER_PHOTO, ...images.paper },
    ],
    noImages: text.NO_SIGNATURES,
    footer: text.FOOTER,
  };
}
