export {
  ChatPerformancePanel,
  type ChatPerformancePanelProps,
  DocumentProcessingPanel,
  type DocumentProcessingPanelProps,
  priorityKpiTone,
  TicketResolutionPanel,
  type TicketResolutionPanelProps,
} from './KpiPanels.tsx';
