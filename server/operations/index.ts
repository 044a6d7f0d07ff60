import { subscriptionOperations } from './subscriptions';
import { systemOperations } from './system';

/** Every operation of the API, by area. The key is the tRPC namespace: procedure '<area>.<name>'. */
export const operationTables = {
  system: systemOperations,
  subscription: subscriptionOperations,
};

export type OperationTables = typeof operationTables;
