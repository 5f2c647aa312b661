/**
 * Setup of the `storybook` Vitest project (@storybook/addon-vitest runs every story as a test).
 * The project annotations are set here, rather than provisioned by the addon, to add the
 * screenshot step (./visual/screenshots.ts) that only runs under Vitest, not in Storybook's UI.
 */
import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as previewAnnotations from './preview.tsx';
import { screenshotAnnotations } from './visual/screenshots.ts';

setProjectAnnotations([a11yAddonAnnotations, previewAnnotations, screenshotAnnotations]);
