export { isActivePath, NavBar, type NavBarProps, type NavBarUser } from './NavBar.tsx';
