import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type { BackgroundWork } from './port';

/**
 * Background work on AWS: an asynchronous invoke (InvocationType 'Event') of the job function,
 * which Lambda queues and answers 202 at once; the job runs up to the function's own timeout.
 */
export function lambdaWork(client: LambdaClient, functionName: string): BackgroundWork {
  return {
    async start(task) {
      const answer = await client.send(new InvokeCommand({ FunctionName: functionName, InvocationType: 'Event', Payload: JSON.stringify(task) }));
      if (answer.StatusCode !== 202) throw new Error(`The job function ${functionName} did not accept the task (status ${answer.StatusCode}).`);
    },
  };
}
