import type { CareReceiverMood, CustomerEnergy, FurtherAppointmentAnswer } from '@careport/domain';
import type { SurveyStepPath } from '../../fulfil-paths';

/** The survey's answers while it is filled in (spec 1 §3 Feedback). */
export type SurveyAnswers = {
  furtherAppointments?: FurtherAppointmentAnswer;
  careReceiverMood?: CareReceiverMood;
  careReceiverMoodAdditionalText: string;
  customerEnergy?: CustomerEnergy;
  customerEnergyAdditionalText: string;
  activitiesPerformed: string;
};

export const EMPTY_ANSWERS: SurveyAnswers = {
  careReceiverMoodAdditionalText: '',
  customerEnergyAdditionalText: '',
  activitiesPerformed: '',
};

/** `survey` is step 1, then `survey/2`, `survey/3` and `survey/thanks`. */
export function parseSurveyStep(param: string | undefined): SurveyStepPath | null {
  switch (param) {
    case undefined:
      return 1;
    case '2':
      return 2;
    case '3':
      return 3;
    case 'thanks':
      return 'thanks';
    default:
      return null;
  }
}

/** Whether the steps before `step` have their required choices (spec 1 §5). */
export function isSurveyStepReachable(
  step: SurveyStepPath,
  answers: SurveyAnswers,
  options: { asksFurtherAppointments: boolean; isSubmitted: boolean },
): boolean {
  const stepOneDone =
    answers.careReceiverMood !== undefined &&
    (!options.asksFurtherAppointments || answers.furtherAppointments !== undefined);
  switch (step) {
    case 1:
      return true;
    case 2:
      return stepOneDone;
    case 3:
      return stepOneDone && answers.customerEnergy !== undefined;
    case 'thanks':
      return options.isSubmitted;
  }
}
