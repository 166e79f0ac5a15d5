/**
 * A small in-memory stand-in for the Staffhub API, for frontend development and for checking
 * the browser tests without the Rust backend. It follows schema/schema.graphql: POST /graphql
 * (JSON or multipart), graphql-transport-ws on the same path, the SPA from dist/ with fallback.
 * Start: `npm run mock` (port 8090, or MOCK_PORT). Sign in as admin@example.com / admin-pass-123.
 */
import { EventEmitter, on } from 'node:events';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { buildSchema, graphql, GraphQLError } from 'graphql';
import { useServer as attachGraphQLWs } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';

const port = Number(process.env.MOCK_PORT ?? 8090);
const dist = new URL('../dist/', import.meta.url).pathname;
const schema = buildSchema(readFileSync(new URL('../../schema/schema.graphql', import.meta.url), 'utf8'));

interface Employee {
  id: string;
  name: string;
  email: string;
  password: string;
}
interface Task {
  id: string;
  title: string;
  description: string;
  statusId: number;
  priorityId: number;
  assigneeId: string | null;
  dueDate: string | null;
  createdById: string;
  createdAt: string;
  updatedAt: string;
  version: number;
}

const employees: Employee[] = [
  { id: 'RW1wbG95ZWU6MQ', name: 'Admin', email: 'admin@example.com', password: 'admin-pass-123' },
  { id: 'RW1wbG95ZWU6Mg', name: '山田 花子', email: 'hanako@example.com', password: 'hanako-pass-123' },
];
const tokens = new Map<string, string>();
const tasks: Task[] = [];
const bus = new EventEmitter();
let sequence = 0;

function fail(message: string, code: string, field?: string): never {
  throw new GraphQLError(message, { extensions: field ? { code, field } : { code } });
}

function ja(locale: string): boolean {
  return locale.startsWith('ja');
}

function employeeView(employee: Employee | undefined) {
  if (!employee) return null;
  return {
    __typename: 'Employee',
    id: employee.id,
    name: employee.name,
    email: employee.email,
    avatarUrl: null,
    registeredAt: '2026-01-01T00:00:00Z',
    roles: employee.id === employees[0].id ? [{ roleId: 1, name: 'Admin' }] : [],
  };
}

function taskView(task: Task) {
  return {
    __typename: 'Task',
    ...task,
    assignee: employeeView(employees.find((e) => e.id === task.assigneeId)),
    createdBy: employeeView(employees.find((e) => e.id === task.createdById)),
  };
}

interface Context {
  employee: Employee | null;
  locale: string;
}

function requireEmployee(context: Context): Employee {
  if (!context.employee) fail(ja(context.locale) ? '認証されていません' : 'Unauthenticated', '102.X000.001');
  return context.employee;
}

interface ListArgs {
  first?: number;
  after?: string;
  filter?: { keyword?: string; statusIds?: number[]; priorityIds?: number[]; assigneeIds?: string[] };
  orderBy?: { field: string; direction: 'ASC' | 'DESC' };
}

function list(args: ListArgs, source: Task[]) {
  const first = args.first ?? 20;
  if (first < 1 || first > 100) fail('Invalid limit', '203.X000.002', 'first');
  const { filter = {}, orderBy = { field: 'CREATED_AT', direction: 'DESC' } } = args;
  const keyword = filter.keyword?.toLowerCase();
  let rows = source.filter(
    (task) =>
      (!keyword || task.title.toLowerCase().includes(keyword) || task.description.toLowerCase().includes(keyword)) &&
      (!filter.statusIds?.length || filter.statusIds.includes(task.statusId)) &&
      (!filter.priorityIds?.length || filter.priorityIds.includes(task.priorityId)) &&
      (!filter.assigneeIds?.length || (task.assigneeId !== null && filter.assigneeIds.includes(task.assigneeId))),
  );
  const key: Record<string, (task: Task) => string | number> = {
    CREATED_AT: (t) => t.createdAt + t.id,
    UPDATED_AT: (t) => t.updatedAt,
    DUE_DATE: (t) => t.dueDate ?? '9999',
    PRIORITY: (t) => t.priorityId,
    STATUS: (t) => t.statusId,
    TITLE: (t) => t.title.toLowerCase(),
  };
  const by = key[orderBy.field];
  rows = [...rows].sort((a, b) => (by(a) < by(b) ? -1 : by(a) > by(b) ? 1 : 0) * (orderBy.direction === 'ASC' ? 1 : -1));
  const start = args.after ? Number(Buffer.from(args.after, 'base64').toString()) + 1 : 0;
  const page = rows.slice(start, start + first);
  const edges = page.map((task, index) => ({ cursor: Buffer.from(String(start + index)).toString('base64'), node: taskView(task) }));
  return {
    edges,
    totalCount: rows.length,
    pageInfo: {
      hasNextPage: start + first < rows.length,
      hasPreviousPage: start > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges[edges.length - 1]?.cursor ?? null,
    },
  };
}

function findTask(id: string, context: Context): Task {
  const task = tasks.find((t) => t.id === id);
  if (!task) fail(ja(context.locale) ? 'タスクが見つかりません' : 'Task not found', '204.T001.001', 'id');
  return task;
}

function changed(task: Task, kind: 'CREATED' | 'UPDATED') {
  task.updatedAt = new Date().toISOString();
  task.version += 1;
  bus.emit('task', { kind, task: taskView(task) });
}

function checkTitle(title: string, context: Context) {
  if (!title.trim() || [...title.trim()].length > 200) fail(ja(context.locale) ? 'タイトルが無効です' : 'Invalid title', '203.T001.001', 'title');
}

async function* events(filter: (event: { kind: string; task: { id: string } }) => boolean, map: (event: unknown) => unknown) {
  for await (const [event] of on(bus, 'task')) {
    if (filter(event)) yield map(event);
  }
}

const root = {
  profile: (_: unknown, context: Context) => {
    const employee = requireEmployee(context);
    const view = employeeView(employee)!;
    return { ...view, employeeId: view.id };
  },
  node: ({ id }: { id: string }, context: Context) => {
    requireEmployee(context);
    const task = tasks.find((t) => t.id === id);
    if (task) return taskView(task);
    const employee = employees.find((e) => e.id === id);
    return employeeView(employee);
  },
  tasks: (args: ListArgs, context: Context) => {
    requireEmployee(context);
    return list(args, tasks);
  },
  myTasks: (args: ListArgs, context: Context) => {
    const employee = requireEmployee(context);
    return list(args, tasks.filter((task) => task.assigneeId === employee.id));
  },
  employees: (_: unknown, context: Context) => {
    requireEmployee(context);
    const edges = employees.map((employee, index) => ({ cursor: String(index), node: employeeView(employee) }));
    return { edges, totalCount: edges.length, pageInfo: { hasNextPage: false, hasPreviousPage: false } };
  },
  signIn: ({ input }: { input: { email: string; password: string } }, context: Context) => {
    const employee = employees.find((e) => e.email === input.email && e.password === input.password);
    if (!employee) {
      fail(
        ja(context.locale) ? '入力されたメールアドレスまたはパスワードが正しくありません。' : 'The email or password you entered is incorrect.',
        '102.A001.001',
      );
    }
    const token = `t-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`;
    tokens.set(token, employee.id);
    const view = employeeView(employee)!;
    return { accessToken: token, profile: { ...view, employeeId: view.id } };
  },
  signOut: (_: unknown, context: Context & { token?: string }) => {
    if (context.token) tokens.delete(context.token);
    return { signedOut: true, clientMutationId: null };
  },
  changePassword: ({ input }: { input: { oldPassword: string; newPassword: string } }, context: Context) => {
    const employee = requireEmployee(context);
    if (employee.password !== input.oldPassword) fail(ja(context.locale) ? '認証情報が無効です' : 'Invalid credentials', '102.A001.002', 'oldPassword');
    employee.password = input.newPassword;
    return { revokedSessions: 0 };
  },
  createTask: ({ input }: { input: Partial<Task> & { title: string } }, context: Context) => {
    const employee = requireEmployee(context);
    checkTitle(input.title, context);
    const now = new Date().toISOString();
    sequence += 1;
    const task: Task = {
      id: Buffer.from(`Task:${sequence}`).toString('base64').replace(/=+$/, ''),
      title: input.title.trim(),
      description: input.description ?? '',
      statusId: 1,
      priorityId: input.priorityId ?? 2,
      assigneeId: input.assigneeId ?? null,
      dueDate: input.dueDate ?? null,
      createdById: employee.id,
      createdAt: now,
      updatedAt: now,
      version: 0,
    };
    tasks.push(task);
    changed(task, 'CREATED');
    const view = taskView(task);
    return { task: view, taskEdge: { cursor: 'new', node: view } };
  },
  updateTask: ({ input }: { input: Task & { id: string } }, context: Context) => {
    requireEmployee(context);
    const task = findTask(input.id, context);
    checkTitle(input.title, context);
    const same =
      task.title === input.title &&
      task.description === input.description &&
      task.priorityId === input.priorityId &&
      task.assigneeId === (input.assigneeId ?? null) &&
      task.dueDate === (input.dueDate ?? null);
    if (same) fail(ja(context.locale) ? '送信されたデータは現在の情報と同じです。' : 'The submitted data is identical to current information.', '201.T001.001');
    Object.assign(task, { title: input.title, description: input.description, priorityId: input.priorityId, assigneeId: input.assigneeId ?? null, dueDate: input.dueDate ?? null });
    changed(task, 'UPDATED');
    return { task: taskView(task) };
  },
  changeTaskStatus: ({ input }: { input: { id: string; statusId: number } }, context: Context) => {
    requireEmployee(context);
    const task = findTask(input.id, context);
    if (task.statusId === input.statusId) fail('Current status is same to new status', '201.T001.002');
    task.statusId = input.statusId;
    changed(task, 'UPDATED');
    return { task: taskView(task) };
  },
  changeTaskPriority: ({ input }: { input: { id: string; priorityId: number } }, context: Context) => {
    requireEmployee(context);
    const task = findTask(input.id, context);
    if (task.priorityId === input.priorityId) fail('Nothing changed', '201.T001.003');
    task.priorityId = input.priorityId;
    changed(task, 'UPDATED');
    return { task: taskView(task) };
  },
  assignTask: ({ input }: { input: { id: string; assigneeId: string | null } }, context: Context) => {
    requireEmployee(context);
    const task = findTask(input.id, context);
    task.assigneeId = input.assigneeId;
    changed(task, 'UPDATED');
    return { task: taskView(task) };
  },
  uploadImage: ({ input }: { input: { file: { name: string; type: string; size: number } | null } }, context: Context) => {
    requireEmployee(context);
    if (!input.file) fail('Invalid file format', '203.F001.001', 'file');
    return { url: `/files/mock/${encodeURIComponent(input.file.name)}`, contentType: input.file.type, size: input.file.size };
  },
  tasksChanged: () => events(() => true, (event) => ({ tasksChanged: event })),
  taskChanged: ({ id }: { id: string }) =>
    events(
      (event) => event.task.id === id,
      (event) => ({ taskChanged: (event as { task: unknown }).task }),
    ),
};

function contextFor(token: string | undefined, locale: string): Context & { token?: string } {
  const employeeId = token ? tokens.get(token) : undefined;
  return { employee: employees.find((e) => e.id === employeeId) ?? null, locale, token };
}

async function readBody(request: IncomingMessage): Promise<{ query: string; variables?: Record<string, unknown>; operationName?: string }> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (!type.startsWith('multipart/form-data')) return JSON.parse(body.toString('utf8'));
  const form = await new Response(body, { headers: { 'content-type': type } }).formData();
  const operations = JSON.parse(String(form.get('operations')));
  const map = JSON.parse(String(form.get('map'))) as Record<string, string[]>;
  for (const [name, paths] of Object.entries(map)) {
    const file = form.get(name) as File;
    for (const path of paths) {
      const parts = path.split('.');
      let node = operations as Record<string, unknown>;
      for (const part of parts.slice(0, -1)) node = node[part] as Record<string, unknown>;
      node[parts[parts.length - 1]] = { name: file.name, type: file.type, size: file.size };
    }
  }
  return operations;
}

const mime: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

function serveStatic(request: IncomingMessage, response: ServerResponse) {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(dist, path);
  if (!existsSync(file) || !statSync(file).isFile()) file = join(dist, 'index.html');
  response.writeHead(200, { 'content-type': mime[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
}

const server = createServer(async (request, response) => {
  const url = new URL(request.url ?? '/', 'http://x');
  if (url.pathname === '/graphql' && request.method === 'POST') {
    try {
      const body = await readBody(request);
      const locale = String(request.headers['accept-language'] ?? 'en');
      const token = request.headers['access-token'] as string | undefined;
      const result = await graphql({
        schema,
        source: body.query,
        variableValues: body.variables,
        operationName: body.operationName,
        rootValue: root,
        contextValue: contextFor(token, locale),
      });
      if (result.errors?.length && result.data && Object.values(result.data).every((value) => value === null)) {
        result.data = null as never;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(result));
    } catch (error) {
      response.writeHead(400, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ errors: [{ message: String(error), extensions: { code: '100.X000.001' } }] }));
    }
    return;
  }
  serveStatic(request, response);
});

const wss = new WebSocketServer({ server, path: '/graphql' });
attachGraphQLWs(
  {
    schema,
    roots: { subscription: root, query: root, mutation: root },
    onConnect: (ctx) => Boolean(contextFor((ctx.connectionParams as { accessToken?: string } | undefined)?.accessToken, 'en').employee),
    context: (ctx) => contextFor((ctx.connectionParams as { accessToken?: string } | undefined)?.accessToken, 'en'),
  },
  wss,
);

server.listen(port, '127.0.0.1', () => console.log(`mock Staffhub API on http://127.0.0.1:${port}`));
