import { userIsInEntitiesAdmin } from './user-is-in-entities-admin.js';

export const entitiesHandlers = [userIsInEntitiesAdmin];
