import { accessToken } from '@/modules/auth/accessToken';
import { currentLocale } from '@/modules/i18n/currentLocale';
import { ClientError } from './ClientError';
import { clientCodes } from './clientCodes';
import { extractFiles } from './findFiles';
import { parseResponse, type GraphQLResponseShape } from './parseResponse';
import { requestActivity, type ProgressListener } from './progress';
import { unauthenticated } from './unauthenticated';
import { variablesAreValid } from './validateVariables';
import { variablesMatchOperation } from './declaredVariables';

export const graphqlPath = '/graphql';

export interface GraphQLRequest {
  query: string;
  operationName?: string | null;
  variables: Record<string, unknown>;
  /** Relay uploadables: key is a path like `variables.input.file` or a variable name. */
  uploadables?: Record<string, Blob> | null;
  onProgress?: ProgressListener;
}

export interface Transfer {
  promise: Promise<GraphQLResponseShape>;
  abort: () => void;
}

function uploadPath(key: string): string {
  return key.startsWith('variables.') ? key : `variables.${key}`;
}

function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split('.').slice(1);
  let node: Record<string, unknown> = target;
  for (const part of parts.slice(0, -1)) {
    const next = node[part];
    if (next === null || typeof next !== 'object') node[part] = {};
    node = node[part] as Record<string, unknown>;
  }
  node[parts[parts.length - 1]] = value;
}

/** Builds the request body: JSON, or multipart (operations, map, files) when files are present. */
export function buildBody(request: GraphQLRequest): { body: string | FormData; multipart: boolean } {
  const { clone, files } = extractFiles(request.variables);
  const variables = clone as Record<string, unknown>;
  for (const [key, file] of Object.entries(request.uploadables ?? {})) {
    const path = uploadPath(key);
    setPath(variables, path, null);
    files.set(file, [...(files.get(file) ?? []), path]);
  }
  const operations = { query: request.query, operationName: request.operationName ?? undefined, variables };
  if (files.size === 0) return { body: JSON.stringify(operations), multipart: false };
  const form = new FormData();
  const map: Record<string, string[]> = {};
  let index = 0;
  const parts: [string, Blob][] = [];
  for (const [file, paths] of files) {
    const name = String(index++);
    map[name] = paths;
    parts.push([name, file]);
  }
  form.append('operations', JSON.stringify(operations));
  form.append('map', JSON.stringify(map));
  for (const [name, file] of parts) {
    const fileName = file instanceof File ? file.name : name;
    form.append(name, file, fileName);
  }
  return { body: form, multipart: true };
}

/** POSTs one GraphQL operation with XMLHttpRequest (for upload and download progress). */
export function sendGraphQL(request: GraphQLRequest): Transfer {
  let xhr: XMLHttpRequest | null = null;
  const promise = new Promise<GraphQLResponseShape>((resolve, reject) => {
    if (!variablesAreValid(request.variables) || !variablesMatchOperation(request.query, request.variables)) {
      reject(new ClientError(clientCodes.invalidVariables, ''));
      return;
    }
    const { body, multipart } = buildBody(request);
    xhr = new XMLHttpRequest();
    const req = xhr;
    req.open('POST', graphqlPath, true);
    req.setRequestHeader('Accept', 'application/graphql-response+json, application/json');
    req.setRequestHeader('Accept-Language', currentLocale.get());
    if (!multipart) req.setRequestHeader('Content-Type', 'application/json');
    const token = accessToken.get();
    if (token) req.setRequestHeader('access-token', token);
    req.upload.onprogress = (event) => {
      const progress = { phase: 'upload' as const, loaded: event.loaded, total: event.lengthComputable ? event.total : null };
      request.onProgress?.(progress);
      requestActivity.progressed(progress);
    };
    req.onprogress = (event) => {
      const progress = { phase: 'download' as const, loaded: event.loaded, total: event.lengthComputable ? event.total : null };
      request.onProgress?.(progress);
      requestActivity.progressed(progress);
    };
    req.onerror = () => {
      requestActivity.finished();
      reject(new ClientError(clientCodes.network, '', null, 0));
    };
    req.onabort = () => {
      requestActivity.finished();
      reject(new ClientError(clientCodes.network, '', null, 0));
    };
    req.onload = () => {
      requestActivity.finished();
      try {
        resolve(parseResponse(req.responseText, req.status));
      } catch (error) {
        if (error instanceof ClientError && error.code === clientCodes.unauthenticated) unauthenticated.trigger();
        reject(error);
      }
    };
    requestActivity.started();
    req.send(body);
  });
  return {
    promise,
    abort: () => {
      const req = xhr as XMLHttpRequest | null;
      if (req && req.readyState !== XMLHttpRequest.DONE) {
        req.onabort = () => requestActivity.finished();
        req.abort();
      }
    },
  };
}
