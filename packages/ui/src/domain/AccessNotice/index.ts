export { AccessNotice, type AccessNoticeProps } from './AccessNotice.tsx';
