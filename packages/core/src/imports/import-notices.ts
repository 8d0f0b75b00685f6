import type { Language } from '../languages/index.js';

/**
 * The notices an import sends the person who started it (issue 21), in their language: written by the server
 * when the run or its rollback ends, read in the approval center's notifications beside approvals'.
 */
export type ImportNoticeKind = 'done' | 'rolledBack' | 'rollbackFailed';

interface NoticeTexts {
  done: string;
  rolledBack: string;
  rollbackFailed: string;
}

/**
 * {file}, {created}, {updated}, {failed} for a run; {file}, {done}, {failed} for a rollback; {file}, {reason},
 * {done}, {left} for a rollback that gave up (its reason is the error, as the server reported it).
 */
const NOTICES: Readonly<Record<Language, NoticeTexts>> = {
  en: {
    done: 'Import of {file} finished: {created} created, {updated} updated, {failed} failed',
    rolledBack: 'Import of {file} rolled back: {done} records put back, {failed} could not be',
    rollbackFailed:
      'Rollback of the import of {file} failed: {reason}. {done} records were put back, {left} were not; you may try again',
  },
  'en-GB': {
    done: 'Import of {file} finished: {created} created, {updated} updated, {failed} failed',
    rolledBack: 'Import of {file} rolled back: {done} records put back, {failed} could not be',
    rollbackFailed:
      'Rollback of the import of {file} failed: {reason}. {done} records were put back, {left} were not; you may try again',
  },
  'zh-CN': {
    done: '{file} 导入完成：新建 {created}，更新 {updated}，失败 {failed}',
    rolledBack: '{file} 导入已回滚：已恢复 {done} 条记录，{failed} 条无法恢复',
    rollbackFailed: '{file} 导入的回滚失败：{reason}。已恢复 {done} 条记录，{left} 条未恢复；可以重试',
  },
  'zh-TW': {
    done: '{file} 匯入完成：新建 {created}，更新 {updated}，失敗 {failed}',
    rolledBack: '{file} 匯入已復原：已還原 {done} 筆記錄，{failed} 筆無法還原',
    rollbackFailed: '{file} 匯入的復原失敗：{reason}。已還原 {done} 筆記錄，{left} 筆未還原；可以重試',
  },
  ja: {
    done: '{file} のインポートが完了しました：作成 {created}、更新 {updated}、失敗 {failed}',
    rolledBack: '{file} のインポートを取り消しました：{done} 件を戻し、{failed} 件は戻せませんでした',
    rollbackFailed:
      '{file} のインポートの取り消しに失敗しました：{reason}。{done} 件を戻し、{left} 件は戻っていません。再試行できます',
  },
  ko: {
    done: '{file} 가져오기 완료: 생성 {created}, 업데이트 {updated}, 실패 {failed}',
    rolledBack: '{file} 가져오기 롤백: 레코드 {done}개 복원, {failed}개 복원 불가',
    rollbackFailed:
      '{file} 가져오기 롤백 실패: {reason}. 레코드 {done}개 복원, {left}개 복원 안 됨. 다시 시도할 수 있습니다',
  },
  de: {
    done: 'Import von {file} abgeschlossen: {created} angelegt, {updated} geändert, {failed} fehlgeschlagen',
    rolledBack: 'Import von {file} zurückgenommen: {done} Datensätze zurückgesetzt, {failed} nicht möglich',
    rollbackFailed:
      'Zurücknahme des Imports von {file} fehlgeschlagen: {reason}. {done} Datensätze zurückgesetzt, {left} nicht; Sie können es erneut versuchen',
  },
  fr: {
    done: 'Import de {file} terminé : {created} créés, {updated} mis à jour, {failed} en échec',
    rolledBack: 'Import de {file} annulé : {done} enregistrements rétablis, {failed} impossibles',
    rollbackFailed:
      'L’annulation de l’import de {file} a échoué : {reason}. {done} enregistrements rétablis, {left} non ; vous pouvez réessayer',
  },
  es: {
    done: 'Importación de {file} terminada: {created} creados, {updated} actualizados, {failed} con error',
    rolledBack: 'Importación de {file} revertida: {done} registros restablecidos, {failed} no se pudieron',
    rollbackFailed:
      'La reversión de la importación de {file} falló: {reason}. {done} registros restablecidos, {left} no; puede intentarlo de nuevo',
  },
  it: {
    done: 'Importazione di {file} completata: {created} creati, {updated} aggiornati, {failed} non riusciti',
    rolledBack:
      'Importazione di {file} annullata: {done} record ripristinati, {failed} non è stato possibile',
    rollbackFailed:
      'Annullamento dell’importazione di {file} non riuscito: {reason}. {done} record ripristinati, {left} no; può riprovare',
  },
  nl: {
    done: 'Import van {file} klaar: {created} aangemaakt, {updated} bijgewerkt, {failed} mislukt',
    rolledBack: 'Import van {file} teruggedraaid: {done} records hersteld, {failed} niet mogelijk',
    rollbackFailed:
      'Terugdraaien van de import van {file} mislukt: {reason}. {done} records hersteld, {left} niet; u kunt het opnieuw proberen',
  },
  pl: {
    done: 'Import {file} zakończony: utworzono {created}, zaktualizowano {updated}, błędy {failed}',
    rolledBack: 'Import {file} wycofany: przywrócono {done} rekordów, {failed} nie udało się',
    rollbackFailed:
      'Wycofanie importu {file} nie powiodło się: {reason}. Przywrócono {done} rekordów, {left} nie; możesz spróbować ponownie',
  },
  pt: {
    done: 'Importação de {file} concluída: {created} criados, {updated} atualizados, {failed} falharam',
    rolledBack: 'Importação de {file} revertida: {done} registos repostos, {failed} não foi possível',
    rollbackFailed:
      'A reversão da importação de {file} falhou: {reason}. {done} registos repostos, {left} não; pode tentar novamente',
  },
  'pt-BR': {
    done: 'Importação de {file} concluída: {created} criados, {updated} atualizados, {failed} falharam',
    rolledBack: 'Importação de {file} revertida: {done} registros restaurados, {failed} não foi possível',
    rollbackFailed:
      'A reversão da importação de {file} falhou: {reason}. {done} registros restaurados, {left} não; você pode tentar novamente',
  },
  ru: {
    done: 'Импорт {file} завершён: создано {created}, обновлено {updated}, с ошибкой {failed}',
    rolledBack: 'Импорт {file} отменён: восстановлено записей {done}, не удалось {failed}',
    rollbackFailed:
      'Отмена импорта {file} не удалась: {reason}. Восстановлено записей {done}, не восстановлено {left}; можно попробовать снова',
  },
  th: {
    done: 'นำเข้า {file} เสร็จแล้ว: สร้าง {created} อัปเดต {updated} ล้มเหลว {failed}',
    rolledBack: 'ย้อนกลับการนำเข้า {file} แล้ว: คืนค่า {done} รายการ ทำไม่ได้ {failed} รายการ',
    rollbackFailed:
      'ย้อนกลับการนำเข้า {file} ไม่สำเร็จ: {reason} คืนค่าแล้ว {done} รายการ ยังไม่คืน {left} รายการ ลองใหม่ได้',
  },
};

/** The notice in `language` (English for one Vela does not know), its {placeholders} filled. */
export function importNoticeText(
  language: string,
  kind: ImportNoticeKind,
  values: Readonly<Record<string, string | number>>,
): string {
  const texts = NOTICES[language as Language] ?? NOTICES.en;
  return texts[kind].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** Import ids start so: a notification about an import (not a record) is told apart by its id. */
export const IMPORT_ID_PREFIX = 'imp';
