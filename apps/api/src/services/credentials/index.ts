import { createZoomToken } from './create-zoom-token.js';
import { deleteZoomToken } from './delete-zoom-token.js';
import { getZoomTokens } from './get-zoom-tokens.js';
import { updateZoomToken } from './update-zoom-token.js';

/** An entity's Zoom credentials (decision 0056: area credentials): fnames of the entities service. */
export const credentialsHandlers = [getZoomTokens, createZoomToken, updateZoomToken, deleteZoomToken];
