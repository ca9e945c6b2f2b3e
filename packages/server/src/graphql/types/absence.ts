import { ABSENCE_REASONS } from '@careport/domain';
import {
  createAbsence,
  deleteAbsence,
  getAbsence,
  listAbsences,
  updateAbsence,
  type AbsenceView,
} from '../../services/account/absences.js';
import { isAppError } from '../../errors/app-error.js';
import { builder } from '../builder.js';
import { callerOf } from '../context.js';
import { Caregiver } from './caregiver.js';

const AbsenceReasonEnum = builder.enumType('AbsenceReason', { values: ABSENCE_REASONS });

/** spec 2 §3 Absence: id, from, to (yyyy-MM-dd), reason. */
export const Absence = builder.objectRef<AbsenceView>('Absence');

builder.node(Absence, {
  id: { resolve: (absence) => absence.id },
  // spec 2 §7 node refetches for absences; another caregiver's id is simply not found.
  loadWithoutCache: async (id, context) => {
    try {
      return await getAbsence({ db: context.deps.db, actor: callerOf(context), id });
    } catch (error) {
      if (isAppError(error) && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  },
  fields: (t) => ({
    absenceId: t.exposeString('id'),
    from: t.expose('from', { type: 'Date' }),
    to: t.expose('to', { type: 'Date' }),
    reason: t.expose('reason', { type: AbsenceReasonEnum }),
  }),
});

builder.objectField(Caregiver, 'absences', (t) =>
  t.field({
    type: [Absence],
    description:
      'spec 2 §7 availability: the absences by start date; FORBIDDEN for employees (spec 2 §6).',
    resolve: (_caregiver, _args, context) =>
      listAbsences({ db: context.deps.db, actor: callerOf(context) }),
  }),
);

builder.queryField('absence', (t) =>
  t.field({
    type: Absence,
    description: "spec 2 §7 edit absence (id): one of the caller's absences, else NOT_FOUND.",
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, context) =>
      getAbsence({ db: context.deps.db, actor: callerOf(context), id }),
  }),
);

const AbsenceInput = builder.inputType('AbsenceInput', {
  description: 'spec 2 §5: the end (to) cannot be before the start (from).',
  fields: (t) => ({
    from: t.field({ type: 'Date', required: true }),
    to: t.field({ type: 'Date', required: true }),
    reason: t.field({ type: AbsenceReasonEnum, required: true }),
  }),
});

const UpdateAbsenceInput = builder.inputType('UpdateAbsenceInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    from: t.field({ type: 'Date', required: true }),
    to: t.field({ type: 'Date', required: true }),
    reason: t.field({ type: AbsenceReasonEnum, required: true }),
  }),
});

const DeleteAbsenceResult = builder
  .objectRef<{ deletedId: string }>('DeleteAbsenceResult')
  .implement({ fields: (t) => ({ deletedId: t.exposeString('deletedId') }) });

builder.mutationField('createCaregiverAbsence', (t) =>
  t.field({
    type: Absence,
    description:
      'spec 2 §7 create absence; CANNOT_DESERIALIZE_REQUEST_DATA with details.to = ' +
      'VALIDATION_ABSENCE_END_BEFORE_START when the end is before the start.',
    args: { input: t.arg({ type: AbsenceInput, required: true }) },
    resolve: (_root, { input }, context) =>
      createAbsence({ db: context.deps.db, actor: callerOf(context), input }),
  }),
);

builder.mutationField('updateCaregiverAbsence', (t) =>
  t.field({
    type: Absence,
    description: "spec 2 §7 update absence: answers id, from, to, reason; another's is NOT_FOUND.",
    args: { input: t.arg({ type: UpdateAbsenceInput, required: true }) },
    resolve: (_root, { input: { id, ...input } }, context) =>
      updateAbsence({ db: context.deps.db, actor: callerOf(context), id, input }),
  }),
);

builder.mutationField('deleteCaregiverAbsence', (t) =>
  t.field({
    type: DeleteAbsenceResult,
    description: 'spec 2 §7 delete absence by id: answers deletedId.',
    args: { id: t.arg.string({ required: true }) },
    resolve: (_root, { id }, context) =>
      deleteAbsence({ db: context.deps.db, actor: callerOf(context), id }),
  }),
);
