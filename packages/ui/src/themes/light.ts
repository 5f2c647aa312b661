import '../theme/global.css.ts';

export { lightTheme as themeClass, lightTheme } from '../theme/themes.css.ts';
