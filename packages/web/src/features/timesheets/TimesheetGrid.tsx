import { dayTotals, HOURS_PER_DAY_LIMIT, rowTotal, weekTotal } from '@vela/core';
import { Checkbox, InputNumber } from 'antd';
import dayjs from 'dayjs';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { recordDetailPath } from '../field-widgets/index.js';
import type { TimesheetRow } from './timesheets-api.js';

export interface TimesheetGridProps {
  rows: readonly TimesheetRow[];
  days: readonly string[];
  locked: boolean;
  onHours: (taskId: string, day: number, hours: number) => void;
  onBillable: (taskId: string, billable: boolean) => void;
}

const cellId = (row: number, day: number) => `vela-timesheet-${row}-${day}`;

/** Up and down move to the same day of the row above or below, as in a spreadsheet. */
function moveBetweenRows(event: KeyboardEvent<HTMLInputElement>, row: number, day: number) {
  if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
  const target = document.getElementById(cellId(row + (event.key === 'ArrowUp' ? -1 : 1), day));
  if (!target) return;
  event.preventDefault();
  target.focus();
}

/**
 * The week as a table: a row per project task, a column per day, each cell
 * the hours typed; a total per row and, at the foot, per day with a bar that
 * shows at a glance how full the day is (red over 24 h).
 */
export function TimesheetGrid({ rows, days, locked, onHours, onBillable }: TimesheetGridProps) {
  const { t } = useTranslation();
  const totals = dayTotals(rows);
  return (
    <div className="vela-timesheet__scroll">
      <table className="vela-timesheet__grid" aria-label={t('timesheets.gridLabel')}>
        <thead>
          <tr>
            <th scope="col" className="vela-timesheet__task">
              {t('timesheets.task')}
            </th>
            {days.map((day) => (
              <th key={day} scope="col" className="vela-timesheet__day">
                <span className="vela-timesheet__weekday">{dayjs(day).format('ddd')}</span>
                <span className="vela-timesheet__date">{dayjs(day).format('D MMM')}</span>
              </th>
            ))}
            <th scope="col" className="vela-timesheet__total">
              {t('timesheets.total')}
            </th>
            <th scope="col">{t('timesheets.billable')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={days.length + 3} className="vela-timesheet__empty">
                {t('timesheets.noTasks')}
              </td>
            </tr>
          )}
          {rows.map((row, rowIndex) => (
            <tr key={row.taskId} data-task={row.taskName}>
              <th scope="row" className="vela-timesheet__task">
                <Link to={recordDetailPath(row.taskId)}>{row.taskName}</Link>
                <span className="vela-timesheet__project">{row.projectName}</span>
              </th>
              {days.map((day, dayIndex) => (
                <td key={day}>
                  <InputNumber
                    id={cellId(rowIndex, dayIndex)}
                    className="vela-timesheet__hours"
                    aria-label={t('timesheets.cell', {
                      task: row.taskName,
                      day: dayjs(day).format('dddd LL'),
                    })}
                    min={0}
                    max={HOURS_PER_DAY_LIMIT}
                    step={0.5}
                    precision={2}
                    controls={false}
                    disabled={locked}
                    value={row.hours[dayIndex] || null}
                    onChange={(value) => onHours(row.taskId, dayIndex, typeof value === 'number' ? value : 0)}
                    onKeyDown={(event) => moveBetweenRows(event, rowIndex, dayIndex)}
                  />
                </td>
              ))}
              <td className="vela-timesheet__total" data-testid="row-total">
                {rowTotal(row)}
              </td>
              <td>
                <Checkbox
                  aria-label={`${t('timesheets.billable')}: ${row.taskName}`}
                  checked={row.billable}
                  disabled={locked}
                  onChange={(event) => onBillable(row.taskId, event.target.checked)}
                />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('timesheets.dayTotal')}</th>
            {totals.map((total, index) => {
              const over = total > HOURS_PER_DAY_LIMIT;
              return (
                <td
                  key={days[index]}
                  data-testid="day-total"
                  className={over ? 'vela-timesheet__over' : undefined}
                >
                  <span>{total}</span>
                  <span className="vela-timesheet__bar" aria-hidden="true">
                    <span style={{ width: `${Math.min(100, (total / HOURS_PER_DAY_LIMIT) * 100)}%` }} />
                  </span>
                </td>
              );
            })}
            <td className="vela-timesheet__total" data-testid="week-total">
              {weekTotal(rows)}
            </td>
            <td />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
