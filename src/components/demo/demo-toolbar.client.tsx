'use client';
import { CopyButton } from '@/components/mdx/copy-button.client';
import type { CodePrefs, CodeStyling } from './code-prefs';
import { DemoIcon, type DemoIconName } from './demo-icon';
import type { SandboxKind } from './sandbox';

export interface DemoToolbarLabels {
  language: string;
  styling: string;
  stylings: Record<CodeStyling, string>;
  /** The button that turns the code panel into an editor. */
  edit: string;
  copy: string;
  copied: string;
  stackblitz: string;
  codesandbox: string;
  reset: string;
  viewSource: string;
}

export interface DemoToolbarProps {
  prefs: CodePrefs;
  /** Styling shown: the preferred one when this demo has it, else `system`. */
  styling: CodeStyling;
  stylings: CodeStyling[];
  onPrefs: (change: Partial<CodePrefs>) => void;
  getCode: () => string;
  /** The keyboard copy shortcut just copied: show it on the copy button. */
  copied: boolean;
  onSandbox: (kind: SandboxKind) => void;
  onEdit: () => void;
  onReset: () => void;
  sourceUrl: string;
  labels: DemoToolbarLabels;
}

/** Language and styling toggles, then the actions on the code and the demo. */
/** An icon-only toolbar button; its label is both the accessible name and the tooltip. */
function ActionButton({ label, icon, onClick }: { label: string; icon: DemoIconName; onClick: () => void }) {
  return (
    <button type="button" className="demo-action" aria-label={label} title={label} onClick={onClick}>
      <DemoIcon name={icon} />
    </button>
  );
}

export function DemoToolbar(props: DemoToolbarProps) {
  const { prefs, styling, stylings, onPrefs, labels } = props;
  return (
    <div className="demo-toolbar">
      <div role="group" aria-label={labels.language} className="demo-toggle">
        {(['TS', 'JS'] as const).map((variant) => (
          <button
            key={variant}
            type="button"
            aria-pressed={prefs.variant === variant}
            onClick={() => onPrefs({ variant })}
          >
            {variant}
          </button>
        ))}
      </div>
      {stylings.length > 1 && (
        <div role="group" aria-label={labels.styling} className="demo-toggle">
          {stylings.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={styling === option}
              onClick={() => onPrefs({ styling: option })}
            >
              {labels.stylings[option]}
            </button>
          ))}
        </div>
      )}
      <span className="demo-toolbar-spacer" />
      <ActionButton label={labels.edit} icon="Edit" onClick={props.onEdit} />
      <CopyButton
        code={props.getCode}
        copied={props.copied}
        labels={{ copy: labels.copy, copied: labels.copied }}
        icon={<DemoIcon name="ContentCopy" />}
        copiedIcon={<DemoIcon name="Check" />}
      />
      <ActionButton label={labels.stackblitz} icon="Bolt" onClick={() => props.onSandbox('stackblitz')} />
      <ActionButton
        label={labels.codesandbox}
        icon="ViewInArOutlined"
        onClick={() => props.onSandbox('codesandbox')}
      />
      <ActionButton label={labels.reset} icon="Refresh" onClick={props.onReset} />
      <a
        className="demo-action"
        href={props.sourceUrl}
        aria-label={labels.viewSource}
        title={labels.viewSource}
        rel="noopener noreferrer"
      >
        <DemoIcon name="GitHub" />
      </a>
    </div>
  );
}
