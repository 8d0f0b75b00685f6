import { CloseOutlined } from '@ant-design/icons';
import { compileSummaryFormula, FormulaError, MAX_SUMMARY_FORMULAS, type ReportDefinition } from '@vela/core';
import { Button, Input, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

type Formula = NonNullable<ReportDefinition['summaryFormulas']>[number];

/** The compiler's complaint about a formula as typed ('' when it compiles): core's rule, before the server's. */
function problemOf(expression: string): string {
  if (expression.trim() === '') return '';
  try {
    compileSummaryFormula(expression);
    return '';
  } catch (error) {
    return error instanceof FormulaError ? error.message : String(error);
  }
}

/** Summary formulas (SUM(amount) / RECORDCOUNT …): a label and an expression each, checked as typed. */
export function SummaryFormulaRows(props: {
  formulas: readonly Formula[];
  onChange: (formulas: Formula[]) => void;
}) {
  const { t } = useTranslation();
  const { formulas, onChange } = props;
  const replace = (index: number, next: Formula) =>
    onChange(formulas.map((f, at) => (at === index ? next : f)));
  return (
    <section aria-labelledby="vela-report-formulas">
      <Typography.Title level={5} id="vela-report-formulas">
        {t('reports.summaryFormulas')}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('reports.summaryFormulaHint')}</Typography.Paragraph>
      {formulas.map((formula, index) => {
        const problem = problemOf(formula.expression);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a row's place is its identity (the server names "Summary formula 2" by it)
          <div key={index} className="vela-report__formula">
            <Space wrap>
              <Input
                aria-label={t('reports.formulaLabel', { n: index + 1 })}
                placeholder={t('reports.formulaLabelPlaceholder')}
                value={formula.label}
                maxLength={80}
                onChange={(event) => replace(index, { ...formula, label: event.target.value })}
              />
              <Input
                aria-label={t('reports.formulaExpression', { n: index + 1 })}
                placeholder="SUM(amount) / RECORDCOUNT"
                value={formula.expression}
                status={problem ? 'error' : ''}
                className="vela-report__formula-expression"
                onChange={(event) => replace(index, { ...formula, expression: event.target.value })}
              />
              <Button
                type="text"
                icon={<CloseOutlined />}
                aria-label={t('reports.remove', { name: formula.label || `${index + 1}` })}
                onClick={() => onChange(formulas.filter((_, at) => at !== index))}
              />
            </Space>
            {problem && (
              <Typography.Text type="danger" className="vela-report__formula-problem">
                {problem}
              </Typography.Text>
            )}
          </div>
        );
      })}
      {formulas.length < MAX_SUMMARY_FORMULAS && (
        <Button onClick={() => onChange([...formulas, { label: '', expression: '' }])}>
          {t('reports.addSummaryFormula')}
        </Button>
      )}
    </section>
  );
}
