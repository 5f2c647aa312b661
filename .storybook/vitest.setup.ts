/**
 * Setup of the `storybook` Vitest project (@storybook/addon-vitest runs every story as a test).
 * The project annotations are set here, rather than provisioned by the addon, to add the
 * screenshot step (./visual/screenshots.ts) that only runs under Vitest, not in Storybook's UI.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as previewAnnotations from './preview.tsx';
import { screenshotAnnotations } from './visual/screenshots.ts';

setProjectAnnotations([a11yAddonAnnotations, previewAnnotations, screenshotAnnotations]);

// How long `findBy*` and `waitFor` in play functions wait for the page to get there (a limit, not a
// delay). Testing Library's 1 s default is short on a loaded 2-core machine: CI once found an
// InstructionFlagsDialog story's alert dialog not open yet after 1 s while `npm ci` ran beside it.
// Journeys allow 15 s for the same reason (e2e/*.spec.ts).
configure({ asyncUtilTimeout: 5_000 });
