/**
 * Events of the session that every slice may react to, kept apart from the auth slice so the
 * entity slices can hear them without importing it (and its API calls).
 */
import { createAction } from '@reduxjs/toolkit';

/** Signed out: what was read for this viewer (their flags on posts, their lists) goes. */
export const userLoggedOut = createAction('auth/userLoggedOut');

/** Someone else signed in (in another tab, say): what was read for the previous viewer goes. */
export const viewerChanged = createAction('session/viewerChanged');

/** The data itself was replaced (the demo reset to its seed, in another tab): read it all again. */
export const dataReplaced = createAction('session/dataReplaced');
