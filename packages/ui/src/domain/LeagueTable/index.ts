export { LeagueTable, type LeagueTableProps } from './LeagueTable.tsx';
