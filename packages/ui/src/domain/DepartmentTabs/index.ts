export { DepartmentTabs, type DepartmentTabsProps } from './DepartmentTabs.tsx';
