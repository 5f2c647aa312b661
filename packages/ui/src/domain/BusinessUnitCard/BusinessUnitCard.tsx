import type { BusinessUnit } from '@portal/contract';
import { Pencil, Trash2 } from 'lucide-react';
import { Badge } from '../../components/Badge/Badge.tsx';
import { Button } from '../../components/Button/Button.tsx';
import { Card } from '../../components/Card/Card.tsx';
import { DescriptionItem, DescriptionList } from '../../components/DescriptionList/DescriptionList.tsx';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden.tsx';
import { DateText } from '../DateText/DateText.tsx';
import * as styles from './BusinessUnitCard.css.ts';

export interface BusinessUnitCardProps {
  unit: BusinessUnit;
  /** Opens the edit dialog. */
  onEdit: (unit: BusinessUnit) => void;
  /** Asks to delete (the screen confirms 'Are you sure you want to delete this business unit?'). */
  onDelete: (unit: BusinessUnit) => void;
  /** IANA time zone of the created date. @default the browser's */
  timeZone?: string;
  /** Outline level of the unit's name. @default 3 */
  headingLevel?: 2 | 3 | 4;
}

/** A business unit: name, code, type, status, description and created date, with Edit and Delete. */
export function BusinessUnitCard({
  unit,
  onEdit,
  onDelete,
  timeZone,
  headingLevel = 3,
}: BusinessUnitCardProps) {
  return (
    <Card
      as="article"
      title={unit.name}
      headingLevel={headingLevel}
      data-unit={unit.id}
      footer={
        <>
          <Button size="sm" variant="secondary" onPress={() => onEdit(unit)}>
            <Pencil size={16} aria-hidden="true" />
            Edit<VisuallyHidden> {unit.name}</VisuallyHidden>
          </Button>
          <Button size="sm" variant="danger-secondary" onPress={() => onDelete(unit)}>
            <Trash2 size={16} aria-hidden="true" />
            Delete<VisuallyHidden> {unit.name}</VisuallyHidden>
          </Button>
        </>
      }
    >
      <div className={styles.badges}>
        <Badge tone={unit.status === 'Active' ? 'success' : 'neutral'} size="sm" data-status={unit.status}>
          {unit.status}
        </Badge>
        <Badge tone="info" size="sm">
          {unit.type}
        </Badge>
      </div>
      <DescriptionList>
        <DescriptionItem term="Code">{unit.code?.trim() || 'None'}</DescriptionItem>
        <DescriptionItem term="Created">
          <DateText value={unit.created_at} timeZone={timeZone} />
        </DescriptionItem>
      </DescriptionList>
      {unit.description ? <p className={styles.description}>{unit.description}</p> : null}
    </Card>
  );
}
