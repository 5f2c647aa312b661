import { type BusinessUnit, type BusinessUnitCreateRequest, messages } from '@portal/contract';
import {
  AlertDialog,
  BusinessUnitCard,
  BusinessUnitForm,
  Button,
  Dialog,
  EmptyState,
  Heading,
  Modal,
  Skeleton,
  Text,
} from '@portal/ui';
import { Building2, Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../app/api.ts';
import { toast } from '../../app/toasts.ts';
import { isForbidden, reasonOf, useResource } from './admin-data.ts';
import * as styles from './BoostAdmin.css.ts';

export interface BusinessUnitsPanelProps {
  /** The viewer holds manage_business_units: the add, edit and delete controls show. */
  canManage: boolean;
  /** Changing it reloads the list (after 'Create Test Units'). @default 0 */
  refreshKey?: number;
}

type Editing = { mode: 'create' } | { mode: 'edit'; unit: BusinessUnit } | null;

/**
 * The Business Units tab of both /boost/admin and /admin (one implementation): a card per unit with
 * Edit and Delete, and Add/Edit dialogs around the library's BusinessUnitForm.
 */
export function BusinessUnitsPanel({ canManage, refreshKey = 0 }: BusinessUnitsPanelProps) {
  // Loaded when the tab first opens. A failed list is logged only (spec: no message in BOOST screens).
  const units = useResource(
    () => api.boost.businessUnits(),
    (error) => console.error('Could not load business units', error),
  );
  const { reload } = units;
  const seenKey = useRef(refreshKey);
  useEffect(() => {
    if (seenKey.current === refreshKey) return;
    seenKey.current = refreshKey;
    void reload();
  }, [refreshKey, reload]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<BusinessUnit | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (values: BusinessUnitCreateRequest) => {
    if (!editing) return;
    setSaving(true);
    try {
      if (editing.mode === 'edit') {
        await api.boost.updateBusinessUnit(editing.unit.id, values);
        toast.success(messages.businessUnitUpdated);
      } else {
        await api.boost.createBusinessUnit(values);
        toast.success(messages.businessUnitCreated);
      }
      setEditing(null);
      await units.reload();
    } catch (error) {
      toast.error(messages.saveBusinessUnitFailed, reasonOf(error));
    } finally {
      setSaving(false);
    }
  };

  const remove = async (unit: BusinessUnit) => {
    try {
      await api.boost.deleteBusinessUnit(unit.id);
      toast.success(messages.businessUnitDeleted);
      units.setData((list) => list?.filter((u) => u.id !== unit.id));
    } catch (error) {
      toast.error(messages.deleteBusinessUnitFailed, reasonOf(error));
    }
  };

  const list = units.data ?? [];
  return (
    <div className={styles.panel}>
      <div className={styles.panelHeader}>
        <div>
          <Heading level={2} size="lg">
            Business Units
          </Heading>
          <Text size="sm" tone="secondary" aria-live="polite">
            {units.isLoading && !units.data
              ? 'Loading business units...'
              : `${list.length} ${list.length === 1 ? 'business unit' : 'business units'}`}
          </Text>
        </div>
        {canManage ? (
          <Button variant="primary" onPress={() => setEditing({ mode: 'create' })}>
            <Plus size={16} aria-hidden="true" />
            Add Business Unit
          </Button>
        ) : null}
      </div>
      {units.isLoading && !units.data ? (
        <Skeleton lines={4} />
      ) : units.error && !units.data ? (
        <EmptyState
          headingLevel={3}
          icon={<Building2 size={24} />}
          title="Business units could not be loaded"
          description={isForbidden(units.error) ? reasonOf(units.error) : 'Please try again.'}
          action={<Button onPress={() => void units.reload()}>Try again</Button>}
        />
      ) : list.length === 0 ? (
        <EmptyState
          headingLevel={3}
          icon={<Building2 size={24} />}
          title="No business units"
          description="Add one, or create the five test units."
        />
      ) : (
        <ul className={styles.cardGrid}>
          {list.map((unit) => (
            <li key={unit.id} className={styles.cardItem}>
              {canManage ? (
                <BusinessUnitCard
                  unit={unit}
                  onEdit={(u) => setEditing({ mode: 'edit', unit: u })}
                  onDelete={setDeleting}
                />
              ) : (
                <ReadOnlyUnit unit={unit} />
              )}
            </li>
          ))}
        </ul>
      )}

      <Modal isOpen={editing !== null} onOpenChange={(open) => !open && setEditing(null)} isDismissable>
        <Dialog title={editing?.mode === 'edit' ? 'Edit Business Unit' : 'Add Business Unit'}>
          {({ close }) => (
            <BusinessUnitForm
              unit={editing?.mode === 'edit' ? editing.unit : null}
              onSubmit={(values) => void save(values)}
              onCancel={close}
              isSubmitting={saving}
            />
          )}
        </Dialog>
      </Modal>

      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete business unit"
        confirmLabel="Delete"
        variant="destructive"
        onConfirm={() => deleting && void remove(deleting)}
      >
        {messages.confirmDeleteBusinessUnit}
      </AlertDialog>
    </div>
  );
}

/** The card without Edit and Delete, for viewers who may not change units. */
function ReadOnlyUnit({ unit }: { unit: BusinessUnit }) {
  return (
    <article className={styles.readOnlyUnit} aria-labelledby={`unit-${unit.id}`}>
      <Heading level={3} size="md" id={`unit-${unit.id}`}>
        {unit.name}
      </Heading>
      <Text size="sm" tone="secondary">
        {[unit.code, unit.type, unit.status].filter(Boolean).join(' · ')}
      </Text>
    </article>
  );
}
