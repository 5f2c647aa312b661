// A meter looks like a progress bar (label, value, track); only the meaning differs.
export { bar, fill, header, label, root, track, value } from '../ProgressBar/ProgressBar.css.ts';
