import type { Department } from '@portal/contract';
import { Building2 } from 'lucide-react';
import { Badge, type BadgeProps } from '../../components/Badge/Badge.tsx';
import * as styles from './DepartmentBadge.css.ts';

export interface DepartmentBadgeProps extends Omit<BadgeProps, 'tone' | 'children' | 'icon'> {
  /** The ticket's support department (the wire value is the display text). */
  department: Department;
}

/** A ticket's support department (OS Support, Finance, HR/P&T, IT, LEC, DevOps). */
export function DepartmentBadge({ department, ...props }: DepartmentBadgeProps) {
  return (
    <Badge
      {...props}
      tone="neutral"
      icon={<Building2 className={styles.icon} />}
      data-department={department}
    >
      {department}
    </Badge>
  );
}
