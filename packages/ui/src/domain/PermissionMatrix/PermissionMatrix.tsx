import {
  defaultPermissionMap,
  labels,
  type Permission,
  type PermissionMap,
  permissionGroups,
  permissionLabel,
  permissionValues,
  type Role,
} from '@portal/contract';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { CheckboxGroup, Label } from 'react-aria-components';
import { Button } from '../../components/Button/Button.tsx';
import { Checkbox } from '../../components/Checkbox/Checkbox.tsx';
import { Heading } from '../../components/Heading/Heading.tsx';
import { Text } from '../../components/Text/Text.tsx';
import * as styles from './PermissionMatrix.css.ts';

export interface PermissionMatrixProps {
  /** The user's permission map; absent names count as not granted. */
  value: PermissionMap | null | undefined;
  /** Called with the full map (every permission true or false) after any change. */
  onChange: (next: Record<Permission, boolean>) => void;
  /**
   * The role whose defaults 'Reset to role defaults' restores (`null`: an unknown role, nothing granted).
   * Omit it to hide that button.
   */
  role?: Role | null;
  /** Disable every control, e.g. while saving. @default false */
  isDisabled?: boolean;
  /** Heading of the matrix. @default 'Permissions' */
  title?: string;
}

type Position = { row: number; col: number };

function positionOf(permission: string): Position | null {
  for (const [row, group] of permissionGroups.entries()) {
    const col = (group.permissions as readonly string[]).indexOf(permission);
    if (col !== -1) return { row, col };
  }
  return null;
}

function permissionAt({ row, col }: Position): Permission {
  const group = permissionGroups[row] ?? permissionGroups[0];
  return group.permissions[Math.min(col, group.permissions.length - 1)] as Permission;
}

/**
 * The permission catalogue as five groups of checkboxes, with per-group and global 'Select All' /
 * 'Deselect All' and 'Reset to role defaults'.
 *
 * Keyboard (decision): react-aria has no checkbox grid, so the checkboxes keep their native semantics
 * inside one labelled group per catalogue group, and the matrix adds a roving tab stop on top: Tab
 * enters at one checkbox (the last one used), arrow keys move between checkboxes (Left/Right within
 * a group, Up/Down to the same position in the neighbouring group, clamped), Home/End go to the
 * group's first/last, Ctrl+Home/End to the very first/last, and Space toggles. We did not use
 * `role="grid"` because the groups have different lengths and titles of their own; a GridList or
 * Table would turn each permission into a row and lose the grouping.
 */
export function PermissionMatrix({
  value,
  onChange,
  role,
  isDisabled = false,
  title = 'Permissions',
}: PermissionMatrixProps) {
  const full = Object.fromEntries(permissionValues.map((p) => [p, value?.[p] === true])) as Record<
    Permission,
    boolean
  >;
  const granted = permissionValues.filter((p) => full[p]).length;
  const [active, setActive] = useState<Permission>(permissionValues[0]);
  const containerRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const hintId = useId();

  // One tab stop: only the active checkbox is in the tab order.
  useLayoutEffect(() => {
    for (const input of containerRef.current?.querySelectorAll<HTMLInputElement>('input[type="checkbox"]') ??
      []) {
      input.tabIndex = input.value === active ? 0 : -1;
    }
  });

  const set = (permissions: readonly Permission[], on: boolean) =>
    onChange({ ...full, ...Object.fromEntries(permissions.map((p) => [p, on])) });

  const focusPermission = (permission: Permission) => {
    setActive(permission);
    containerRef.current?.querySelector<HTMLInputElement>(`input[value="${permission}"]`)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    if (!(target instanceof HTMLInputElement) || target.type !== 'checkbox') return;
    const from = positionOf(target.value);
    if (!from) return;
    const lastRow = permissionGroups.length - 1;
    const rowLength = (row: number) => permissionGroups[row]?.permissions.length ?? 1;
    let to: Position | null = null;
    switch (event.key) {
      case 'ArrowRight':
        to = { row: from.row, col: Math.min(from.col + 1, rowLength(from.row) - 1) };
        break;
      case 'ArrowLeft':
        to = { row: from.row, col: Math.max(from.col - 1, 0) };
        break;
      case 'ArrowDown':
        to = { row: Math.min(from.row + 1, lastRow), col: from.col };
        break;
      case 'ArrowUp':
        to = { row: Math.max(from.row - 1, 0), col: from.col };
        break;
      case 'Home':
        to = event.ctrlKey ? { row: 0, col: 0 } : { row: from.row, col: 0 };
        break;
      case 'End':
        to = event.ctrlKey
          ? { row: lastRow, col: rowLength(lastRow) - 1 }
          : { row: from.row, col: rowLength(from.row) - 1 };
        break;
      default:
        return;
    }
    event.preventDefault();
    focusPermission(permissionAt(to));
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would need a legend; the heading names the group.
    <div className={styles.root} role="group" aria-labelledby={headingId}>
      <div className={styles.toolbar}>
        <div>
          <Heading id={headingId} level={3} size="md">
            {title}
          </Heading>
          <Text size="sm" tone="secondary" data-testid="granted-count">
            {granted} of {permissionValues.length} granted
          </Text>
        </div>
        <div className={styles.actions}>
          <Button size="sm" isDisabled={isDisabled} onPress={() => set(permissionValues, true)}>
            {labels.selectAll}
          </Button>
          <Button size="sm" isDisabled={isDisabled} onPress={() => set(permissionValues, false)}>
            {labels.deselectAll}
          </Button>
          {role !== undefined ? (
            <Button
              size="sm"
              variant="ghost"
              isDisabled={isDisabled}
              onPress={() => onChange(defaultPermissionMap(role))}
            >
              Reset to role defaults
            </Button>
          ) : null}
        </div>
      </div>
      <p id={hintId} className={styles.hint}>
        Use the arrow keys to move between permissions and Space to switch one on or off.
      </p>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys of the checkboxes bubble up here (roving focus). */}
      <div
        ref={containerRef}
        className={styles.root}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const target = event.target;
          if (target instanceof HTMLInputElement && positionOf(target.value))
            setActive(target.value as Permission);
        }}
      >
        {permissionGroups.map((group) => {
          const selected = group.permissions.filter((p) => full[p]);
          return (
            <CheckboxGroup
              key={group.id}
              className={styles.group}
              value={selected}
              isDisabled={isDisabled}
              aria-describedby={hintId}
              onChange={(next) =>
                onChange({
                  ...full,
                  ...Object.fromEntries(group.permissions.map((p) => [p, next.includes(p)])),
                })
              }
              data-group={group.id}
            >
              <div className={styles.groupHeader}>
                <Label className={styles.groupTitle}>
                  {group.label}
                  <span className={styles.count}>
                    {selected.length} of {group.permissions.length}
                  </span>
                </Label>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    variant="ghost"
                    isDisabled={isDisabled}
                    aria-label={`${labels.selectAll} ${group.label}`}
                    onPress={() => set(group.permissions, true)}
                  >
                    {labels.selectAll}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    isDisabled={isDisabled}
                    aria-label={`${labels.deselectAll} ${group.label}`}
                    onPress={() => set(group.permissions, false)}
                  >
                    {labels.deselectAll}
                  </Button>
                </div>
              </div>
              <div className={styles.items}>
                {group.permissions.map((permission) => (
                  <Checkbox key={permission} value={permission}>
                    {permissionLabel(permission)}
                  </Checkbox>
                ))}
              </div>
            </CheckboxGroup>
          );
        })}
      </div>
    </div>
  );
}
