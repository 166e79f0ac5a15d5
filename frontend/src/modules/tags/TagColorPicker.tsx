import { CheckIcon, ColorSwatch, Group, Input, Tooltip } from '@mantine/core';
import { useIntl } from 'react-intl';
import { tagColorLabel, tagColors } from './tagColors';

interface Props {
  label: string;
  value: string;
  onChange: (color: string) => void;
  error?: string;
}

/** The palette as a radio group of swatches (arrow keys move, each swatch is named). */
export function TagColorPicker({ label, value, onChange, error }: Props) {
  const intl = useIntl();
  const move = (delta: number) => {
    const index = Math.max(0, tagColors.indexOf(value as (typeof tagColors)[number]));
    onChange(tagColors[(index + delta + tagColors.length) % tagColors.length]);
  };
  return (
    <Input.Wrapper label={label} error={error} labelElement="div">
      <Group
        gap={6}
        mt={4}
        role="radiogroup"
        aria-label={label}
        onKeyDown={(event) => {
          if (event.key === 'ArrowRight' || event.key === 'ArrowDown') {
            event.preventDefault();
            move(1);
          }
          if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') {
            event.preventDefault();
            move(-1);
          }
        }}
      >
        {tagColors.map((color) => {
          const name = intl.formatMessage(tagColorLabel(color));
          const checked = color === value;
          return (
            <Tooltip key={color} label={name}>
              <ColorSwatch
                component="button"
                type="button"
                role="radio"
                aria-checked={checked}
                aria-label={name}
                tabIndex={checked ? 0 : -1}
                color={`var(--mantine-color-${color}-filled)`}
                size={26}
                onClick={() => onChange(color)}
                style={{ color: 'var(--mantine-color-white)', cursor: 'pointer' }}
              >
                {checked && <CheckIcon width={12} height={12} />}
              </ColorSwatch>
            </Tooltip>
          );
        })}
      </Group>
    </Input.Wrapper>
  );
}
