import { Search, X } from 'lucide-react';
import {
  Button,
  Group,
  Input,
  SearchField as RACSearchField,
  type SearchFieldProps as RACSearchFieldProps,
} from 'react-aria-components';
import { composeClassName, cx } from '../../utils.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { Description, FieldError, type FieldTextProps, Label } from '../Field/Field.tsx';
import * as styles from './SearchField.css.ts';

export interface SearchFieldProps extends RACSearchFieldProps, FieldTextProps {
  /** Hint shown while empty, e.g. 'Search articles'. Never a replacement for `label`. */
  placeholder?: string;
}

/**
 * A search input with a clear button. Enter calls `onSubmit`, Escape clears (and calls `onClear`).
 */
export function SearchField({ label, description, errorMessage, placeholder, ...props }: SearchFieldProps) {
  return (
    <RACSearchField
      {...props}
      className={composeClassName(props.className, fieldStyles.field, styles.searchField)}
    >
      {label && <Label isRequired={props.isRequired}>{label}</Label>}
      <Group className={fieldStyles.fieldGroup}>
        <Search aria-hidden="true" className={styles.searchIcon} />
        <Input className={cx(fieldStyles.groupInput, styles.searchInput)} placeholder={placeholder} />
        <Button className={cx(fieldStyles.groupButton, styles.clearButton)}>
          <X aria-hidden="true" className={fieldStyles.groupIcon} />
        </Button>
      </Group>
      {description && <Description>{description}</Description>}
      <FieldError>{errorMessage}</FieldError>
    </RACSearchField>
  );
}
