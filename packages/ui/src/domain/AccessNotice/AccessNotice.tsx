import { messages } from '@portal/contract';
import { Lock, ShieldCheck } from 'lucide-react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Callout } from '../../components/Callout/Callout.tsx';

export interface AccessNoticeProps {
  /**
   * The viewer may manage the knowledge base: 'Admin Access'. Otherwise the view-only notice
   * 'View Only Access - Upload access restricted'.
   */
  hasAdminAccess: boolean;
  className?: string;
}

/** What the viewer may do in the knowledge base. */
export function AccessNotice({ hasAdminAccess, className }: AccessNoticeProps) {
  if (hasAdminAccess) {
    return (
      <Badge tone="success" icon={<ShieldCheck size={14} />} className={className}>
        {messages.adminAccess}
      </Badge>
    );
  }
  return (
    <Callout elementType="p" tone="neutral" size="sm" icon={<Lock />} className={className}>
      {messages.viewOnlyAccess}
    </Callout>
  );
}
