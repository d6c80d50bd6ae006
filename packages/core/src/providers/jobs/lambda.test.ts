import { LambdaClient } from '@aws-sdk/client-lambda';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localCredentials } from '../../config';
import { lambdaWork } from './lambda';
import type { BackgroundTask } from './port';

/** Lambda's Invoke API as far as the adapter uses it: records each request, answers the status it is told. */
const seen: { method: string; url: string; invocationType: string | undefined; body: string }[] = [];
let answer = 202;
let server: Server;
let endpoint: string;

const bodyOf = async (req: IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
};

beforeAll(async () => {
  server = createServer(async (req, res) => {
    seen.push({ method: req.method!, url: req.url!, invocationType: req.headers['x-amz-invocation-type'] as string | undefined, body: await bodyOf(req) });
    res.writeHead(answer, { 'content-type': 'application/json' }).end(answer === 202 ? '' : JSON.stringify({ message: 'Rate exceeded' }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

const task: BackgroundTask = { kind: 'transaction-export', domainId: 2, callerId: 7, jobId: '3d0f8f0e-2b1c-4b53-9a1e-0c6e1f5d2a7b' };
const client = () => new LambdaClient({ region: 'us-east-1', endpoint, credentials: localCredentials, maxAttempts: 1 });

describe('background work on AWS', () => {
  it('invokes the job function asynchronously (InvocationType Event) with the task as its event', async () => {
    answer = 202;
    await lambdaWork(client(), 'portal-prod-ExportJob').start(task);
    const [call] = seen.splice(0);
    expect(call).toMatchObject({ method: 'POST', url: '/2015-03-31/functions/portal-prod-ExportJob/invocations', invocationType: 'Event' });
    expect(JSON.parse(call!.body)).toEqual(task);
  });

  it('fails when Lambda does not accept the event, so the export is marked failed instead of waiting forever', async () => {
    answer = 429;
    await expect(lambdaWork(client(), 'portal-prod-ExportJob').start(task)).rejects.toThrow();
    seen.splice(0);
  });
});
