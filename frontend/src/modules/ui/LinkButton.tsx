import { Button, type ButtonProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface Props extends ButtonProps {
  to: string;
  children: ReactNode;
}

/** A router link that looks like a button (variant: filled/primary by default, outline, transparent). */
export function LinkButton({ to, children, ...props }: Props) {
  return (
    <Button component={Link} to={to} {...props}>
      {children}
    </Button>
  );
}
