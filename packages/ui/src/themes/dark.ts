import '../theme/global.css.ts';

export { darkTheme as themeClass, darkTheme } from '../theme/themes.css.ts';
