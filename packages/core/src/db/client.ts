import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { localCredentials, type Config } from '../config';

/** One DynamoDB client per process; points at DynamoDB Local when an endpoint is configured. */
export function createDynamoClient(config: Config): DynamoDBClient {
  return new DynamoDBClient({
    region: config.region,
    ...(config.dynamoEndpoint ? { endpoint: config.dynamoEndpoint, credentials: localCredentials } : {}),
  });
}
