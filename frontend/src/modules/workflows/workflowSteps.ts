/**
 * A workflow's steps as the step editor holds them (the template form and the flow generator):
 * ordered drafts, each with a client id for React and drag and drop, and the server's `key`
 * once it has one (kept across reorders and edits, so an edited template keeps its steps).
 */

/** The domain's limits (services/domain workflows), checked before sending. */
export const workflowLimits = {
  nameMaxChars: 100,
  descriptionMaxChars: 2_000,
  maxSteps: 30,
  maxExpectedDocuments: 10,
  expectedDocumentMaxChars: 200,
  maxDueAfterHours: 8_760,
  commentMaxChars: 2_000,
} as const;

export interface WorkflowStepDraft {
  /** The client's id: the server's key when there is one, else a fresh `new-…`. */
  uid: string;
  /** The step's server key, null for a new step. */
  key: string | null;
  name: string;
  description: string;
  /** The approver role's `roleId`; null: the owner completes the step alone. */
  approverRoleId: number | null;
  expectedDocuments: string[];
  /** Null: no due time. */
  dueAfterHours: number | null;
  /** A role the AI named that matched no role (shown beside the select, never sent). */
  suggestedRoleName?: string | null;
}

/** A step as the server sends it (a template's, an instance's plan, or a proposal's). */
export interface StepSource {
  key?: string | null;
  name: string;
  description: string;
  approverRoleId?: number | null;
  approverRole?: { roleId: number } | null;
  approverRoleName?: string | null;
  expectedDocuments: readonly string[];
  dueAfterHours?: number | null;
}

/** `WorkflowStepInput` as sent: a draft without what only the client keeps. */
export type WorkflowStepInputValue = Omit<WorkflowStepDraft, 'uid' | 'suggestedRoleName'>;

let counter = 0;

/** A fresh client id for a new step. */
export function newStepUid(): string {
  counter += 1;
  return `new-${counter}`;
}

/** An empty step to add. */
export function emptyStep(): WorkflowStepDraft {
  return { uid: newStepUid(), key: null, name: '', description: '', approverRoleId: null, expectedDocuments: [], dueAfterHours: null };
}

/** Drafts from the server's steps; `keep` keeps their keys (an edit), else they become new steps (a proposal). */
export function stepDrafts(steps: readonly StepSource[], keep = true): WorkflowStepDraft[] {
  return steps.map((step, index) => {
    const key = keep ? (step.key ?? null) : null;
    const roleId = step.approverRole?.roleId ?? step.approverRoleId ?? null;
    return {
      uid: key ?? `${keep ? 'step' : 'proposed'}-${index}`,
      key,
      name: step.name,
      description: step.description,
      approverRoleId: roleId,
      expectedDocuments: [...step.expectedDocuments],
      dueAfterHours: step.dueAfterHours ?? null,
      ...(roleId === null && step.approverRoleName ? { suggestedRoleName: step.approverRoleName } : {}),
    };
  });
}

/** The list with the step at `from` moved to `to` (both clamped; the same list when nothing moves). */
export function moveStep<T>(steps: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(steps.length - 1, to));
  if (from < 0 || from >= steps.length || from === target) return [...steps];
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved);
  return next;
}

/** The steps as `WorkflowStepInput`s: texts trimmed, expected documents without blanks or repeats. */
export function toStepInputs(steps: readonly WorkflowStepDraft[]): WorkflowStepInputValue[] {
  return steps.map((step) => {
    const documents: string[] = [];
    for (const raw of step.expectedDocuments) {
      const name = raw.trim();
      if (name && !documents.some((existing) => existing.toLocaleLowerCase() === name.toLocaleLowerCase())) documents.push(name);
    }
    return {
      key: step.key,
      name: step.name.trim(),
      description: step.description.trim(),
      approverRoleId: step.approverRoleId,
      expectedDocuments: documents,
      dueAfterHours: step.dueAfterHours,
    };
  });
}

export type StepProblem = 'nameRequired' | 'nameTooLong' | 'descriptionTooLong' | 'tooManyDocuments' | 'documentTooLong' | 'dueAfterHours';
export type StepField = 'name' | 'description' | 'expectedDocuments' | 'dueAfterHours';

export interface StepsCheck {
  /** The list as a whole: none, or too many. */
  list: 'noSteps' | 'tooManySteps' | null;
  /** Problems by step uid and field. */
  steps: Record<string, Partial<Record<StepField, StepProblem>>>;
}

/** What is wrong with the steps before sending (the server checks the same and answers 'Invalid steps'). */
export function checkSteps(steps: readonly WorkflowStepDraft[]): StepsCheck {
  const check: StepsCheck = { list: null, steps: {} };
  if (steps.length === 0) check.list = 'noSteps';
  else if (steps.length > workflowLimits.maxSteps) check.list = 'tooManySteps';
  for (const step of steps) {
    const found: Partial<Record<StepField, StepProblem>> = {};
    const name = step.name.trim();
    if (!name) found.name = 'nameRequired';
    else if ([...name].length > workflowLimits.nameMaxChars) found.name = 'nameTooLong';
    if ([...step.description.trim()].length > workflowLimits.descriptionMaxChars) found.description = 'descriptionTooLong';
    if (step.expectedDocuments.length > workflowLimits.maxExpectedDocuments) found.expectedDocuments = 'tooManyDocuments';
    else if (step.expectedDocuments.some((document) => [...document.trim()].length > workflowLimits.expectedDocumentMaxChars)) found.expectedDocuments = 'documentTooLong';
    const hours = step.dueAfterHours;
    if (hours !== null && (!Number.isInteger(hours) || hours < 1 || hours > workflowLimits.maxDueAfterHours)) found.dueAfterHours = 'dueAfterHours';
    if (Object.keys(found).length > 0) check.steps[step.uid] = found;
  }
  return check;
}

/** Whether the check found nothing. */
export function stepsAreValid(check: StepsCheck): boolean {
  return check.list === null && Object.keys(check.steps).length === 0;
}

/**
 * Where a server error on the steps points: `steps`, `steps[2]` or `steps[2].name` (with or
 * without `input.`), as the step's index and field when it names one.
 */
export function stepErrorTarget(field: string | null | undefined): { index: number | null; field: StepField | null } | null {
  if (!field) return null;
  const match = /^(?:input\.)?steps(?:\[(\d+)\](?:\.(\w+))?)?$/.exec(field);
  if (!match) return null;
  const index = match[1] === undefined ? null : Number(match[1]);
  const name = match[2];
  const known: readonly StepField[] = ['name', 'description', 'expectedDocuments', 'dueAfterHours'];
  return { index, field: known.find((candidate) => candidate === name) ?? null };
}
