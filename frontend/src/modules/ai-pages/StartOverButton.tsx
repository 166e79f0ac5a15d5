import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';

/**
 * The heading's "Generate another" button of a generation page with a room open (issue 32:
 * shared by /documents/generate and a workflow's flow generator): back to the empty form at `to`.
 */
export function StartOverButton({ label, to }: { label: string; to: string }) {
  const navigate = useNavigate();
  return (
    <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void navigate(to)}>
      {label}
    </Button>
  );
}
