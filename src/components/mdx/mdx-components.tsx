import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import { Callout, type CalloutType } from './callout';
import { CopyButton } from './copy-button.client';
import { PackageManagerTabs } from './package-manager-tabs.client';
import { Demo, type DemoProps } from '@/components/demo/demo';
import { ProductionErrorDecoderLazy } from '@/components/production-error/production-error-decoder-lazy.client';
import { ProductionErrorList } from '@/components/production-error/production-error-list';
import type { Translate } from '@/engine/shared/i18n/translate';

/** The components a page body may use, bound to the page's language strings. */
export function mdxComponents(t: Translate): MDXComponents {
  const copyLabels = { copy: t('demo.copy'), copied: t('demo.copied') };
  return {
    Callout: ({ type = 'info', children }: { type?: CalloutType; children: ReactNode }) => (
      <Callout type={type} label={t(`callout.${type}`)}>
        {children}
      </Callout>
    ),
    Demo: (props: Omit<DemoProps, 't'>) => <Demo {...props} t={t} />,
    'copy-slot': (props: { 'data-code'?: string }) => (
      <CopyButton code={props['data-code'] ?? ''} labels={copyLabels} />
    ),
    'package-manager-tabs': (props: { 'data-id'?: string }) => (
      <PackageManagerTabs id={props['data-id'] ?? 'install'} label={t('code.packageManager')} />
    ),
    ProductionErrorDecoder: () => (
      <ProductionErrorDecoderLazy
        labels={{
          title: t('production-error.title'),
          noCode: t('production-error.noCode'),
          unknown: t('production-error.unknown'),
          missingArgument: t('production-error.missingArgument'),
        }}
      />
    ),
    ProductionErrorList: () => (
      <ProductionErrorList
        labels={{
          caption: t('production-error.caption'),
          code: t('production-error.code'),
          message: t('production-error.message'),
          packages: t('production-error.packages'),
        }}
      />
    ),
    table: (props) => (
      <div className="table-scroll">
        <table {...props} />
      </div>
    ),
  };
}
