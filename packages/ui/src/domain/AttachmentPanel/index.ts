export {
  AttachmentPanel,
  type AttachmentPanelProps,
  type AttachmentUpload,
} from './AttachmentPanel.tsx';
