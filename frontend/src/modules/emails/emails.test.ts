import { describe, expect, it } from 'vitest';
import { invalidAddresses, isEmailAddress, normalizeAddresses } from './emailAddresses';
import { parseHeaders, prettyJson } from './emailEventData';
import { emailJobFieldOf, emptyEmailJob, toBatchJobInput, toSingleJobInput, validateEmailJob } from './emailJobValues';
import { activeEmailJobFilters, parseEmailJobListParams, toEmailJobListVariables, toEmailJobSearchParams } from './emailJobListParams';
import { emailEventCodec, toEmailEventFilter } from './emailReportParams';
import { scheduledSendTime, scheduleProblem, withKeptTime } from './emailSchedule';
import { emailEventType, emailJobStatus, emailTemplateStatus } from './emailStatuses';
import { draftEmailTemplateListCodec, emailTemplateListCodec, toEmailTemplateListVariables } from './emailTemplateListParams';
import { insertAt } from './emailVariables';

describe('email statuses (spec §4)', () => {
  it('names job statuses and event types by enum, spec id and history key', () => {
    expect(emailJobStatus('SCHEDULED').id).toBe(1);
    expect(emailJobStatus(2).value).toBe('QUEUED');
    expect(emailJobStatus(4).value).toBe('COMPLETED');
    expect(emailJobStatus('draft').id).toBe(6);
    expect(emailEventType(6).value).toBe('PERMANENT_FAIL');
    expect(emailEventType('temporary_fail').id).toBe(7);
    expect(emailEventType(8).value).toBe('COMPLAINED');
    expect(emailTemplateStatus('ACTIVE').color).toBe('green');
    expect(emailJobStatus('NOPE').label.id).toBe('email.status.unknown');
  });
});

describe('addresses', () => {
  it('accepts plausible addresses and names the others', () => {
    expect(isEmailAddress('a.b+c@example.co.jp')).toBe(true);
    expect(isEmailAddress(' 山田@例え.jp ')).toBe(true);
    expect(isEmailAddress('nobody')).toBe(false);
    expect(isEmailAddress('a@b')).toBe(false);
    expect(isEmailAddress('a b@example.com')).toBe(false);
    expect(invalidAddresses(['ok@example.com', 'bad@', 'x@y.z'])).toEqual(['bad@']);
    expect(normalizeAddresses([' A@example.com', 'a@EXAMPLE.com', '', 'b@example.com'])).toEqual(['A@example.com', 'b@example.com']);
  });
});

describe('schedule', () => {
  it('sends now, or at a local time as UTC, and refuses a time that has passed', () => {
    expect(scheduledSendTime({ mode: 'now', at: '2030-01-01 09:00:00' })).toBeNull();
    const iso = scheduledSendTime({ mode: 'later', at: '2030-01-02 03:04:05' });
    expect(iso).toBe(new Date(2030, 0, 2, 3, 4, 5).toISOString());
    expect(scheduleProblem({ mode: 'later', at: null })).toBe('missing');
    expect(scheduleProblem({ mode: 'later', at: '2000-01-01 00:00:00' })).toBe('past');
    expect(scheduleProblem({ mode: 'later', at: '2999-01-01 00:00:00' })).toBeNull();
  });

  it('keeps the chosen hour when another day is picked', () => {
    expect(withKeptTime('2030-05-06', '2030-05-01 14:30:15')).toBe('2030-05-06 14:30:15');
    expect(withKeptTime('2030-05-06', null)).toBe('2030-05-06 09:00:00');
    expect(withKeptTime('2030-05-06 10:00:00', '2030-05-01 14:30:15')).toBe('2030-05-06 10:00:00');
    expect(withKeptTime(null, '2030-05-01 14:30:15')).toBeNull();
  });
});

describe('a new job', () => {
  const content = { senderEmail: 'news@example.com', senderName: 'Staffhub', subject: 'Hello', html: '<p>Hi {{recipient_name}}</p>' };

  it('needs recipients (or stages) and a future time only to be sent', () => {
    const draft = emptyEmailJob(content);
    expect(validateEmailJob(draft, 'SINGLE', false)).toEqual({});
    expect(validateEmailJob(draft, 'SINGLE', true)).toEqual({ targetEmails: 'noRecipients' });
    expect(validateEmailJob(draft, 'BATCH', true)).toEqual({ dealStatusIds: 'noStages' });
    expect(validateEmailJob({ ...draft, targetEmails: ['a@example.com'], schedule: { mode: 'later', at: '2000-01-01 00:00:00' } }, 'SINGLE', true)).toEqual({
      schedule: 'schedulePast',
    });
    expect(validateEmailJob({ ...draft, ccEmails: ['nope'] }, 'SINGLE', false)).toEqual({ ccEmails: 'invalidAddresses' });
    expect(validateEmailJob(emptyEmailJob({ senderEmail: 'bad' }), 'SINGLE', false)).toEqual({
      senderEmail: 'invalidEmail',
      senderName: 'required',
      subject: 'required',
      html: 'required',
    });
  });

  it('sends the contract inputs', () => {
    const values = emptyEmailJob({
      ...content,
      templateId: 'VDox',
      attachments: [{ id: 'att1', name: 'a.pdf', contentType: 'application/pdf', size: 10 }],
      tagNames: [' spring ', ''],
      targetEmails: ['a@example.com'],
      dealStatusIds: [3, 6],
      conditionTagIds: ['VGFn'],
    });
    expect(toSingleJobInput(values, true)).toEqual({
      ...content,
      templateId: 'VDox',
      attachmentIds: ['att1'],
      tagNames: ['spring'],
      scheduledSendTime: null,
      send: true,
      targetEmails: ['a@example.com'],
      ccEmails: [],
      bccEmails: [],
    });
    expect(toBatchJobInput(values, false)).toMatchObject({ send: false, conditions: { dealStatusIds: [3, 6], tagIds: ['VGFn'] } });
    expect(toBatchJobInput(values, false)).not.toHaveProperty('targetEmails');
  });

  it("puts the server's refusal beside its field", () => {
    expect(emailJobFieldOf('input.targetEmails[2]')).toBe('targetEmails');
    expect(emailJobFieldOf('input.conditions.dealStatusIds')).toBe('dealStatusIds');
    expect(emailJobFieldOf('input.scheduledSendTime')).toBe('schedule');
    expect(emailJobFieldOf('input.unknown')).toBeUndefined();
    expect(emailJobFieldOf(null)).toBeUndefined();
  });
});

describe('job list params', () => {
  it('reads and writes status, tag and sort; the kind comes from the route', () => {
    const params = parseEmailJobListParams(new URLSearchParams('q=news&status=completed,draft,bogus&tag=spring&sort=SCHEDULED_SEND_TIME'));
    expect(params).toMatchObject({ keyword: 'news', statuses: ['DRAFT', 'COMPLETED'], tagName: 'spring', field: 'SCHEDULED_SEND_TIME', direction: 'DESC' });
    expect(toEmailJobSearchParams(params).toString()).toBe('q=news&status=draft%2Ccompleted&tag=spring&sort=SCHEDULED_SEND_TIME');
    expect(activeEmailJobFilters(params)).toBe(2);
    expect(toEmailJobListVariables(parseEmailJobListParams(new URLSearchParams('')), 'BATCH')).toEqual({
      first: 20,
      filter: { kind: 'BATCH' },
      orderBy: { field: 'UPDATED_AT', direction: 'DESC' },
    });
  });
});

describe('template list params', () => {
  it('filters the drafts route to drafts, whatever the URL says', () => {
    const search = new URLSearchParams('q=welcome&status=active');
    expect(toEmailTemplateListVariables(emailTemplateListCodec.parse(search)).filter).toEqual({ keyword: 'welcome', status: 'ACTIVE' });
    expect(toEmailTemplateListVariables(draftEmailTemplateListCodec.parse(search)).filter).toEqual({ keyword: 'welcome', status: 'DRAFT' });
    expect(draftEmailTemplateListCodec.write(draftEmailTemplateListCodec.parse(search)).toString()).toBe('q=welcome');
  });
});

describe('report events', () => {
  it('reads the events filter from the URL (the server matches live events against it)', () => {
    const filter = toEmailEventFilter(emailEventCodec.parse(new URLSearchParams('q=Alice&type=opened,permanent_fail')));
    expect(filter).toEqual({ recipient: 'Alice', types: ['OPENED', 'PERMANENT_FAIL'] });
  });

  it('shows headers as name → value rows and raw data pretty-printed', () => {
    expect(parseHeaders('{"Subject":"Hi","To":["a@example.com","b@example.com"],"X-Count":2}')).toEqual([
      ['Subject', 'Hi'],
      ['To', 'a@example.com, b@example.com'],
      ['X-Count', '2'],
    ]);
    expect(parseHeaders('[["Subject","Hi"],{"name":"To","value":"a@example.com"}]')).toEqual([
      ['Subject', 'Hi'],
      ['To', 'a@example.com'],
    ]);
    expect(parseHeaders(null)).toEqual([]);
    expect(parseHeaders('not json')).toBeNull();
    expect(prettyJson('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyJson('plain')).toBe('plain');
  });
});

describe('variables', () => {
  it('replaces the selection and puts the caret after the variable', () => {
    expect(insertAt('<p>Hello </p>', 9, 9, '{{recipient_name}}')).toEqual({ text: '<p>Hello {{recipient_name}}</p>', caret: 27 });
    expect(insertAt('abcdef', 1, 3, 'X')).toEqual({ text: 'aXdef', caret: 2 });
  });
});
