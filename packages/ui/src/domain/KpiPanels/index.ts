export {
  ChatPerformancePanel,
  type ChatPerformancePanelProps,
  DocumentProcessingPanel,
  type DocumentProcessingPanelProps,
  type PriorityKpiTone,
  priorityKpiTone,
  priorityKpiTones,
  TicketResolutionPanel,
  type TicketResolutionPanelProps,
} from './KpiPanels.tsx';
