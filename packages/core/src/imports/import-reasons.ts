import type { Language } from '../languages/index.js';

/**
 * Why an import row was refused before the save pipeline saw it (issue 21): stored as a code and its
 * parameters, and written in the language of whoever reads it (the wizard's list, the failure file).
 * Refusals of the save pipeline that carry a message key are stored the same way (`required`,
 * `approvalLocked`, the duplicate rules' c3759/c3760, the related lists' c3670, the invoicing checks' c332
 * and c56); the others (validation rules, whose text the administrator wrote, unique values) keep the
 * pipeline's own text.
 */
export const IMPORT_REASON_CODES = [
  'notYesNo',
  'notNumber',
  'notDate',
  'notRealDate',
  'notPicklistValue',
  'tooManyValues',
  'noRecordId',
  'matchFieldUnknown',
  'matchEmpty',
  'matchMany',
  'lookupNone',
  'lookupMany',
  'userNone',
  'userMany',
  // Refusals of the save pipeline that carry a message key (check-required's, the approval lock's, …).
  'required',
  'approvalLocked',
  'duplicateBlocked',
  'duplicateWarned',
  'relatedListRequired',
  'overInvoiced',
  'receivableSumMismatch',
  // The database itself refused or failed a batch (a lock held too long, the connection lost, the disk
  // full, a constraint): said plainly, the database's own message kept in the parameters for the log.
  'dbBusy',
  'dbUnavailable',
  'dbFull',
  'dbConstraint',
  'dbFailed',
] as const;
export type ImportReasonCode = (typeof IMPORT_REASON_CODES)[number];
export type ImportReasonParams = Readonly<Record<string, string | number>>;

type Catalogue = Readonly<Record<ImportReasonCode, string>>;

const EN: Catalogue = {
  notYesNo: '{field}: "{text}" is not yes or no',
  notNumber: '{field}: "{text}" is not a number',
  notDate: '{field}: "{text}" is not a date written {format}',
  notRealDate: '{field}: "{text}" is not a real date',
  notPicklistValue: '{field}: "{text}" is not one of its values',
  tooManyValues: 'The row has {count} values but the header names {columns} columns',
  noRecordId: 'The row has no record id to update',
  matchFieldUnknown: 'The field to match on, {field}, is not a field of {object}',
  matchEmpty: '{field} is empty: the row cannot be matched',
  matchMany: '{field} "{text}" matches more than one record',
  lookupNone: '{field}: no {object} is named "{text}"',
  lookupMany: `{field}: {count} records are named "{text}"; give the {object}'s id instead`,
  userNone: '{field}: no active user has the e-mail or name "{text}"',
  userMany: '{field}: {count} users are named "{text}"; give the e-mail instead',
  required: 'please enter {field}',
  approvalLocked:
    'This record is locked while it waits for approval by {approver}: only the approver or an administrator can change it',
  duplicateBlocked:
    '{object}: another record has the same {fields} (duplicate rule "{rule}": {records}); this one was not saved',
  duplicateWarned:
    '{object}: a record with the same {fields} exists (duplicate rule "{rule}": {records}); import it again with duplicates allowed to keep both',
  relatedListRequired: '{list} needs at least one row',
  overInvoiced: '{count} line(s) ask for more than the quantity still to be invoiced',
  receivableSumMismatch: 'The payment details add up to {total}, not {expected}',
  dbBusy: 'The database was busy with other work and the change timed out; try again in a moment',
  dbUnavailable: 'The database could not be reached; try again once it is back',
  dbFull: "The database's disk is full; ask your administrator to free space, then try again",
  dbConstraint:
    'The database refused the change: it would break a link between records or a value that must be unique',
  dbFailed:
    'The database could not write the change; your administrator will find the details in the server log',
};

const DE: Catalogue = {
  notYesNo: '{field}: „{text}“ ist weder Ja noch Nein',
  notNumber: '{field}: „{text}“ ist keine Zahl',
  notDate: '{field}: „{text}“ ist kein Datum im Format {format}',
  notRealDate: '{field}: „{text}“ ist kein gültiges Datum',
  notPicklistValue: '{field}: „{text}“ ist keiner seiner Werte',
  tooManyValues: 'Die Zeile hat {count} Werte, die Kopfzeile aber {columns} Spalten',
  noRecordId: 'Die Zeile hat keine Datensatz-ID zum Aktualisieren',
  matchFieldUnknown: 'Das Abgleichsfeld {field} ist kein Feld von {object}',
  matchEmpty: '{field} ist leer: die Zeile kann nicht zugeordnet werden',
  matchMany: '{field} „{text}“ passt zu mehreren Datensätzen',
  lookupNone: '{field}: kein {object} heißt „{text}“',
  lookupMany: '{field}: {count} Datensätze heißen „{text}“; geben Sie die ID an',
  userNone: '{field}: kein aktiver Benutzer hat die E-Mail oder den Namen „{text}“',
  userMany: '{field}: {count} Benutzer heißen „{text}“; geben Sie die E-Mail an',
  required: 'Bitte {field} eingeben',
  approvalLocked:
    'Dieser Datensatz ist gesperrt, solange er auf die Genehmigung durch {approver} wartet: Nur die genehmigende Person oder ein Administrator kann ihn ändern',
  duplicateBlocked:
    '{object}: Ein anderer Datensatz hat dieselben Werte in {fields} (Duplikatregel „{rule}“: {records}); dieser wurde nicht gespeichert',
  duplicateWarned:
    '{object}: Es gibt bereits einen Datensatz mit denselben Werten in {fields} (Duplikatregel „{rule}“: {records}); importieren Sie erneut mit erlaubten Duplikaten, um beide zu behalten',
  relatedListRequired: '{list} benötigt mindestens eine Zeile',
  overInvoiced: '{count} Position(en) verlangen mehr als die noch zu fakturierende Menge',
  receivableSumMismatch: 'Die Zahlungsdetails ergeben {total}, nicht {expected}',
  dbBusy:
    'Die Datenbank war mit anderer Arbeit beschäftigt und die Änderung lief in eine Zeitüberschreitung; versuchen Sie es gleich noch einmal',
  dbUnavailable:
    'Die Datenbank war nicht erreichbar; versuchen Sie es erneut, sobald sie wieder verfügbar ist',
  dbFull:
    'Der Speicher der Datenbank ist voll; bitten Sie Ihren Administrator, Platz zu schaffen, und versuchen Sie es dann erneut',
  dbConstraint:
    'Die Datenbank hat die Änderung abgelehnt: Sie würde eine Verknüpfung zwischen Datensätzen oder einen eindeutigen Wert verletzen',
  dbFailed:
    'Die Datenbank konnte die Änderung nicht schreiben; Ihr Administrator findet die Einzelheiten im Serverprotokoll',
};

const FR: Catalogue = {
  notYesNo: '{field} : « {text} » n’est ni oui ni non',
  notNumber: '{field} : « {text} » n’est pas un nombre',
  notDate: '{field} : « {text} » n’est pas une date au format {format}',
  notRealDate: '{field} : « {text} » n’est pas une date valide',
  notPicklistValue: '{field} : « {text} » ne fait pas partie de ses valeurs',
  tooManyValues: 'La ligne a {count} valeurs mais l’en-tête nomme {columns} colonnes',
  noRecordId: 'La ligne n’a pas d’ID d’enregistrement à mettre à jour',
  matchFieldUnknown: 'Le champ de correspondance {field} n’est pas un champ de {object}',
  matchEmpty: '{field} est vide : la ligne ne peut pas être rapprochée',
  matchMany: '{field} « {text} » correspond à plusieurs enregistrements',
  lookupNone: '{field} : aucun {object} ne s’appelle « {text} »',
  lookupMany: '{field} : {count} enregistrements s’appellent « {text} » ; indiquez plutôt l’ID',
  userNone: '{field} : aucun utilisateur actif n’a l’e-mail ou le nom « {text} »',
  userMany: '{field} : {count} utilisateurs s’appellent « {text} » ; indiquez plutôt l’e-mail',
  required: 'Veuillez saisir {field}',
  approvalLocked:
    'Cet enregistrement est verrouillé tant qu’il attend l’approbation de {approver} : seuls l’approbateur ou un administrateur peuvent le modifier',
  duplicateBlocked:
    '{object} : un autre enregistrement a les mêmes {fields} (règle de doublons « {rule} » : {records}) ; celui-ci n’a pas été enregistré',
  duplicateWarned:
    '{object} : un enregistrement avec les mêmes {fields} existe (règle de doublons « {rule} » : {records}) ; importez à nouveau en autorisant les doublons pour garder les deux',
  relatedListRequired: '{list} doit avoir au moins une ligne',
  overInvoiced: '{count} ligne(s) demandent plus que la quantité restant à facturer',
  receivableSumMismatch: 'Les détails de paiement totalisent {total}, et non {expected}',
  dbBusy: 'La base de données était occupée et la modification a expiré ; réessayez dans un instant',
  dbUnavailable: 'La base de données était injoignable ; réessayez quand elle sera de nouveau disponible',
  dbFull:
    "Le disque de la base de données est plein ; demandez à votre administrateur de libérer de l'espace, puis réessayez",
  dbConstraint:
    'La base de données a refusé la modification : elle romprait un lien entre enregistrements ou une valeur qui doit être unique',
  dbFailed:
    "La base de données n'a pas pu écrire la modification ; votre administrateur trouvera les détails dans le journal du serveur",
};

const ES: Catalogue = {
  notYesNo: '{field}: "{text}" no es sí ni no',
  notNumber: '{field}: "{text}" no es un número',
  notDate: '{field}: "{text}" no es una fecha con formato {format}',
  notRealDate: '{field}: "{text}" no es una fecha válida',
  notPicklistValue: '{field}: "{text}" no es uno de sus valores',
  tooManyValues: 'La fila tiene {count} valores pero el encabezado nombra {columns} columnas',
  noRecordId: 'La fila no tiene ID de registro que actualizar',
  matchFieldUnknown: 'El campo de coincidencia {field} no es un campo de {object}',
  matchEmpty: '{field} está vacío: la fila no se puede emparejar',
  matchMany: '{field} "{text}" coincide con más de un registro',
  lookupNone: '{field}: ningún {object} se llama "{text}"',
  lookupMany: '{field}: {count} registros se llaman "{text}"; indique el ID',
  userNone: '{field}: ningún usuario activo tiene el correo o el nombre "{text}"',
  userMany: '{field}: {count} usuarios se llaman "{text}"; indique el correo',
  required: 'Introduzca {field}',
  approvalLocked:
    'Este registro está bloqueado mientras espera la aprobación de {approver}: solo el aprobador o un administrador pueden cambiarlo',
  duplicateBlocked:
    '{object}: otro registro tiene los mismos {fields} (regla de duplicados «{rule}»: {records}); este no se guardó',
  duplicateWarned:
    '{object}: ya existe un registro con los mismos {fields} (regla de duplicados «{rule}»: {records}); impórtelo de nuevo permitiendo duplicados para conservar ambos',
  relatedListRequired: '{list} necesita al menos una fila',
  overInvoiced: '{count} línea(s) piden más que la cantidad pendiente de facturar',
  receivableSumMismatch: 'Los detalles de pago suman {total}, no {expected}',
  dbBusy:
    'La base de datos estaba ocupada y el cambio agotó el tiempo de espera; inténtelo de nuevo en un momento',
  dbUnavailable:
    'No se pudo conectar con la base de datos; inténtelo de nuevo cuando vuelva a estar disponible',
  dbFull:
    'El disco de la base de datos está lleno; pida a su administrador que libere espacio y vuelva a intentarlo',
  dbConstraint:
    'La base de datos rechazó el cambio: rompería un vínculo entre registros o un valor que debe ser único',
  dbFailed:
    'La base de datos no pudo escribir el cambio; su administrador encontrará los detalles en el registro del servidor',
};

const IT: Catalogue = {
  notYesNo: '{field}: "{text}" non è né sì né no',
  notNumber: '{field}: "{text}" non è un numero',
  notDate: '{field}: "{text}" non è una data nel formato {format}',
  notRealDate: '{field}: "{text}" non è una data valida',
  notPicklistValue: '{field}: "{text}" non è uno dei suoi valori',
  tooManyValues: 'La riga ha {count} valori ma l’intestazione nomina {columns} colonne',
  noRecordId: 'La riga non ha un ID record da aggiornare',
  matchFieldUnknown: 'Il campo di corrispondenza {field} non è un campo di {object}',
  matchEmpty: '{field} è vuoto: la riga non può essere abbinata',
  matchMany: '{field} "{text}" corrisponde a più di un record',
  lookupNone: '{field}: nessun {object} si chiama "{text}"',
  lookupMany: '{field}: {count} record si chiamano "{text}"; indica l’ID',
  userNone: '{field}: nessun utente attivo ha l’e-mail o il nome "{text}"',
  userMany: '{field}: {count} utenti si chiamano "{text}"; indica l’e-mail',
  required: 'Inserisca {field}',
  approvalLocked:
    'Questo record è bloccato mentre attende l’approvazione di {approver}: solo l’approvatore o un amministratore possono modificarlo',
  duplicateBlocked:
    '{object}: un altro record ha gli stessi {fields} (regola duplicati «{rule}»: {records}); questo non è stato salvato',
  duplicateWarned:
    '{object}: esiste già un record con gli stessi {fields} (regola duplicati «{rule}»: {records}); importalo di nuovo consentendo i duplicati per tenerli entrambi',
  relatedListRequired: '{list} richiede almeno una riga',
  overInvoiced: '{count} riga/e chiedono più della quantità ancora da fatturare',
  receivableSumMismatch: 'I dettagli di pagamento sommano {total}, non {expected}',
  dbBusy: 'Il database era occupato e la modifica è scaduta; riprova tra un momento',
  dbUnavailable: 'Il database non era raggiungibile; riprova quando sarà di nuovo disponibile',
  dbFull: "Il disco del database è pieno; chiedi all'amministratore di liberare spazio, poi riprova",
  dbConstraint:
    'Il database ha rifiutato la modifica: romperebbe un collegamento tra record o un valore che deve essere unico',
  dbFailed:
    "Il database non è riuscito a scrivere la modifica; l'amministratore troverà i dettagli nel log del server",
};

const NL: Catalogue = {
  notYesNo: '{field}: "{text}" is geen ja of nee',
  notNumber: '{field}: "{text}" is geen getal',
  notDate: '{field}: "{text}" is geen datum in de vorm {format}',
  notRealDate: '{field}: "{text}" is geen geldige datum',
  notPicklistValue: '{field}: "{text}" is geen van de waarden',
  tooManyValues: 'De rij heeft {count} waarden maar de kop noemt {columns} kolommen',
  noRecordId: 'De rij heeft geen record-ID om bij te werken',
  matchFieldUnknown: 'Het koppelveld {field} is geen veld van {object}',
  matchEmpty: '{field} is leeg: de rij kan niet worden gekoppeld',
  matchMany: '{field} "{text}" past bij meer dan één record',
  lookupNone: '{field}: geen {object} heet "{text}"',
  lookupMany: '{field}: {count} records heten "{text}"; geef de ID op',
  userNone: '{field}: geen actieve gebruiker heeft het e-mailadres of de naam "{text}"',
  userMany: '{field}: {count} gebruikers heten "{text}"; geef het e-mailadres op',
  required: 'Vul {field} in',
  approvalLocked:
    'Dit record is vergrendeld zolang het wacht op goedkeuring door {approver}: alleen de goedkeurder of een beheerder kan het wijzigen',
  duplicateBlocked:
    '{object}: een ander record heeft dezelfde {fields} (duplicaatregel ‘{rule}’: {records}); dit record is niet opgeslagen',
  duplicateWarned:
    '{object}: er bestaat al een record met dezelfde {fields} (duplicaatregel ‘{rule}’: {records}); importeer opnieuw met duplicaten toegestaan om beide te houden',
  relatedListRequired: '{list} heeft minstens één rij nodig',
  overInvoiced: '{count} regel(s) vragen meer dan de nog te factureren hoeveelheid',
  receivableSumMismatch: 'De betalingsdetails tellen op tot {total}, niet {expected}',
  dbBusy: 'De database was bezig met ander werk en de wijziging kreeg een time-out; probeer het zo opnieuw',
  dbUnavailable: 'De database was niet bereikbaar; probeer het opnieuw zodra hij weer beschikbaar is',
  dbFull:
    'De schijf van de database is vol; vraag uw beheerder ruimte vrij te maken en probeer het dan opnieuw',
  dbConstraint:
    'De database weigerde de wijziging: die zou een koppeling tussen records of een unieke waarde breken',
  dbFailed: 'De database kon de wijziging niet schrijven; uw beheerder vindt de details in het serverlogboek',
};

const PL: Catalogue = {
  notYesNo: '{field}: „{text}” to ani tak, ani nie',
  notNumber: '{field}: „{text}” nie jest liczbą',
  notDate: '{field}: „{text}” nie jest datą w formacie {format}',
  notRealDate: '{field}: „{text}” nie jest prawidłową datą',
  notPicklistValue: '{field}: „{text}” nie jest jedną z jego wartości',
  tooManyValues: 'Wiersz ma {count} wartości, a nagłówek {columns} kolumn',
  noRecordId: 'Wiersz nie ma ID rekordu do aktualizacji',
  matchFieldUnknown: 'Pole dopasowania {field} nie jest polem obiektu {object}',
  matchEmpty: '{field} jest puste: nie można dopasować wiersza',
  matchMany: '{field} „{text}” pasuje do więcej niż jednego rekordu',
  lookupNone: '{field}: żaden {object} nie nazywa się „{text}”',
  lookupMany: '{field}: {count} rekordy nazywają się „{text}”; podaj ID',
  userNone: '{field}: żaden aktywny użytkownik nie ma e-maila ani nazwy „{text}”',
  userMany: '{field}: {count} użytkowników nazywa się „{text}”; podaj e-mail',
  required: 'Wprowadź {field}',
  approvalLocked:
    'Ten rekord jest zablokowany, dopóki czeka na zatwierdzenie przez: {approver}. Zmienić go może tylko zatwierdzający lub administrator',
  duplicateBlocked:
    '{object}: inny rekord ma te same wartości w polach {fields} (reguła duplikatów „{rule}”: {records}); ten nie został zapisany',
  duplicateWarned:
    '{object}: istnieje już rekord z tymi samymi wartościami w polach {fields} (reguła duplikatów „{rule}”: {records}); zaimportuj ponownie, zezwalając na duplikaty, aby zachować oba',
  relatedListRequired: '{list} wymaga co najmniej jednego wiersza',
  overInvoiced: 'Pozycje ({count}) żądają więcej niż ilość pozostała do zafakturowania',
  receivableSumMismatch: 'Szczegóły płatności sumują się do {total}, a nie {expected}',
  dbBusy: 'Baza danych była zajęta inną pracą i zmiana przekroczyła limit czasu; spróbuj ponownie za chwilę',
  dbUnavailable: 'Nie można połączyć się z bazą danych; spróbuj ponownie, gdy będzie znów dostępna',
  dbFull: 'Dysk bazy danych jest pełny; poproś administratora o zwolnienie miejsca i spróbuj ponownie',
  dbConstraint:
    'Baza danych odrzuciła zmianę: naruszyłaby powiązanie między rekordami lub wartość, która musi być unikalna',
  dbFailed: 'Baza danych nie mogła zapisać zmiany; administrator znajdzie szczegóły w dzienniku serwera',
};

const PT: Catalogue = {
  notYesNo: '{field}: "{text}" não é sim nem não',
  notNumber: '{field}: "{text}" não é um número',
  notDate: '{field}: "{text}" não é uma data no formato {format}',
  notRealDate: '{field}: "{text}" não é uma data válida',
  notPicklistValue: '{field}: "{text}" não é um dos seus valores',
  tooManyValues: 'A linha tem {count} valores mas o cabeçalho indica {columns} colunas',
  noRecordId: 'A linha não tem ID de registo para atualizar',
  matchFieldUnknown: 'O campo de correspondência {field} não é um campo de {object}',
  matchEmpty: '{field} está vazio: a linha não pode ser associada',
  matchMany: '{field} "{text}" corresponde a mais de um registo',
  lookupNone: '{field}: nenhum {object} se chama "{text}"',
  lookupMany: '{field}: {count} registos chamam-se "{text}"; indique o ID',
  userNone: '{field}: nenhum utilizador ativo tem o e-mail ou o nome "{text}"',
  userMany: '{field}: {count} utilizadores chamam-se "{text}"; indique o e-mail',
  required: 'Introduza {field}',
  approvalLocked:
    'Este registo está bloqueado enquanto aguarda a aprovação de {approver}: só o aprovador ou um administrador o podem alterar',
  duplicateBlocked:
    '{object}: outro registo tem os mesmos {fields} (regra de duplicados "{rule}": {records}); este não foi guardado',
  duplicateWarned:
    '{object}: já existe um registo com os mesmos {fields} (regra de duplicados "{rule}": {records}); importe de novo permitindo duplicados para manter ambos',
  relatedListRequired: '{list} precisa de pelo menos uma linha',
  overInvoiced: '{count} linha(s) pedem mais do que a quantidade ainda por faturar',
  receivableSumMismatch: 'Os detalhes de pagamento somam {total}, não {expected}',
  dbBusy:
    'A base de dados estava ocupada e a alteração excedeu o tempo limite; tente novamente dentro de momentos',
  dbUnavailable:
    'Não foi possível contactar a base de dados; tente novamente quando voltar a estar disponível',
  dbFull:
    'O disco da base de dados está cheio; peça ao seu administrador que liberte espaço e tente novamente',
  dbConstraint:
    'A base de dados recusou a alteração: quebraria uma ligação entre registos ou um valor que tem de ser único',
  dbFailed:
    'A base de dados não conseguiu gravar a alteração; o seu administrador encontrará os detalhes no registo do servidor',
};

const PT_BR: Catalogue = {
  ...PT,
  noRecordId: 'A linha não tem ID de registro para atualizar',
  matchMany: '{field} "{text}" corresponde a mais de um registro',
  lookupMany: '{field}: {count} registros se chamam "{text}"; informe o ID',
  userNone: '{field}: nenhum usuário ativo tem o e-mail ou o nome "{text}"',
  userMany: '{field}: {count} usuários se chamam "{text}"; informe o e-mail',
  required: 'Informe {field}',
  duplicateBlocked:
    '{object}: outro registro tem os mesmos {fields} (regra de duplicidade "{rule}": {records}); este não foi salvo',
  duplicateWarned:
    '{object}: já existe um registro com os mesmos {fields} (regra de duplicidade "{rule}": {records}); importe de novo permitindo duplicados para manter ambos',
  dbBusy: 'O banco de dados estava ocupado e a alteração excedeu o tempo limite; tente de novo em instantes',
  dbUnavailable: 'Não foi possível conectar ao banco de dados; tente de novo quando ele voltar',
  dbFull: 'O disco do banco de dados está cheio; peça ao administrador para liberar espaço e tente de novo',
  dbConstraint:
    'O banco de dados recusou a alteração: ela quebraria um vínculo entre registros ou um valor que deve ser único',
  dbFailed:
    'O banco de dados não conseguiu gravar a alteração; o administrador encontrará os detalhes no log do servidor',
};

const RU: Catalogue = {
  notYesNo: '{field}: «{text}» — не «да» и не «нет»',
  notNumber: '{field}: «{text}» — не число',
  notDate: '{field}: «{text}» — не дата в формате {format}',
  notRealDate: '{field}: «{text}» — несуществующая дата',
  notPicklistValue: '{field}: «{text}» — не одно из его значений',
  tooManyValues: 'В строке {count} значений, а в заголовке {columns} столбцов',
  noRecordId: 'В строке нет ID записи для обновления',
  matchFieldUnknown: 'Поле сопоставления {field} не является полем объекта {object}',
  matchEmpty: '{field} пусто: строку нельзя сопоставить',
  matchMany: '{field} «{text}» подходит к нескольким записям',
  lookupNone: '{field}: нет объекта {object} с именем «{text}»',
  lookupMany: '{field}: записей с именем «{text}»: {count}; укажите ID',
  userNone: '{field}: нет активного пользователя с e-mail или именем «{text}»',
  userMany: '{field}: пользователей с именем «{text}»: {count}; укажите e-mail',
  required: 'Укажите {field}',
  approvalLocked:
    'Эта запись заблокирована, пока ожидает утверждения пользователем {approver}: изменить её может только утверждающий или администратор',
  duplicateBlocked:
    '{object}: у другой записи те же {fields} (правило дубликатов «{rule}»: {records}); эта запись не сохранена',
  duplicateWarned:
    '{object}: уже есть запись с теми же {fields} (правило дубликатов «{rule}»: {records}); импортируйте снова, разрешив дубликаты, чтобы сохранить обе',
  relatedListRequired: 'В списке «{list}» должна быть хотя бы одна строка',
  overInvoiced: 'Строк, запрашивающих больше, чем осталось выставить в счёт: {count}',
  receivableSumMismatch: 'Сумма платежей — {total}, а не {expected}',
  dbBusy:
    'База данных была занята другой работой, и изменение не успело выполниться; повторите попытку чуть позже',
  dbUnavailable: 'Не удалось подключиться к базе данных; повторите попытку, когда она снова станет доступна',
  dbFull: 'Диск базы данных заполнен; попросите администратора освободить место и повторите попытку',
  dbConstraint:
    'База данных отклонила изменение: оно нарушило бы связь между записями или значение, которое должно быть уникальным',
  dbFailed: 'База данных не смогла записать изменение; подробности администратор найдёт в журнале сервера',
};

const JA: Catalogue = {
  notYesNo: '{field}：「{text}」ははい/いいえではありません',
  notNumber: '{field}：「{text}」は数値ではありません',
  notDate: '{field}：「{text}」は {format} 形式の日付ではありません',
  notRealDate: '{field}：「{text}」は存在しない日付です',
  notPicklistValue: '{field}：「{text}」は選択肢にありません',
  tooManyValues: '行の値は {count} 個ですが、見出しの列は {columns} 個です',
  noRecordId: '更新するレコード ID が行にありません',
  matchFieldUnknown: '照合項目 {field} は {object} の項目ではありません',
  matchEmpty: '{field} が空のため、行を照合できません',
  matchMany: '{field}「{text}」は複数のレコードに一致します',
  lookupNone: '{field}：「{text}」という {object} はありません',
  lookupMany: '{field}：「{text}」という名前のレコードが {count} 件あります。ID を指定してください',
  userNone: '{field}：メールまたは名前が「{text}」の有効なユーザーはいません',
  userMany: '{field}：「{text}」という名前のユーザーが {count} 人います。メールを指定してください',
  required: '{field} を入力してください',
  approvalLocked:
    'このレコードは {approver} の承認待ちのためロックされています。承認者または管理者のみ変更できます',
  duplicateBlocked:
    '{object}: 別のレコードと {fields} が同じです（重複ルール「{rule}」: {records}）。このレコードは保存されませんでした',
  duplicateWarned:
    '{object}: {fields} が同じレコードが既にあります（重複ルール「{rule}」: {records}）。両方残すには重複を許可して再度インポートしてください',
  relatedListRequired: '{list} には少なくとも 1 行が必要です',
  overInvoiced: '{count} 件の明細が請求残数量を超えています',
  receivableSumMismatch: '支払明細の合計は {total} で、{expected} ではありません',
  dbBusy:
    'データベースが他の処理で混み合っていたため、変更がタイムアウトしました。しばらくしてから再試行してください',
  dbUnavailable: 'データベースに接続できませんでした。復旧してから再試行してください',
  dbFull: 'データベースのディスクがいっぱいです。管理者に空き容量の確保を依頼してから再試行してください',
  dbConstraint: 'データベースが変更を拒否しました。レコード間のリンクまたは一意であるべき値が壊れるためです',
  dbFailed: 'データベースが変更を書き込めませんでした。詳細は管理者がサーバーログで確認できます',
};

const KO: Catalogue = {
  notYesNo: '{field}: "{text}"은(는) 예/아니요가 아닙니다',
  notNumber: '{field}: "{text}"은(는) 숫자가 아닙니다',
  notDate: '{field}: "{text}"은(는) {format} 형식의 날짜가 아닙니다',
  notRealDate: '{field}: "{text}"은(는) 올바른 날짜가 아닙니다',
  notPicklistValue: '{field}: "{text}"은(는) 선택 값이 아닙니다',
  tooManyValues: '행의 값은 {count}개인데 머리글의 열은 {columns}개입니다',
  noRecordId: '행에 업데이트할 레코드 ID가 없습니다',
  matchFieldUnknown: '일치 필드 {field}은(는) {object}의 필드가 아닙니다',
  matchEmpty: '{field}이(가) 비어 있어 행을 일치시킬 수 없습니다',
  matchMany: '{field} "{text}"이(가) 여러 레코드와 일치합니다',
  lookupNone: '{field}: 이름이 "{text}"인 {object}이(가) 없습니다',
  lookupMany: '{field}: 이름이 "{text}"인 레코드가 {count}개입니다. ID를 입력하세요',
  userNone: '{field}: 이메일 또는 이름이 "{text}"인 활성 사용자가 없습니다',
  userMany: '{field}: 이름이 "{text}"인 사용자가 {count}명입니다. 이메일을 입력하세요',
  required: '{field}을(를) 입력하세요',
  approvalLocked:
    '이 레코드는 {approver}님의 승인을 기다리는 동안 잠겨 있습니다. 승인자나 관리자만 변경할 수 있습니다',
  duplicateBlocked:
    '{object}: 다른 레코드와 {fields}이(가) 같습니다(중복 규칙 "{rule}": {records}). 이 레코드는 저장되지 않았습니다',
  duplicateWarned:
    '{object}: {fields}이(가) 같은 레코드가 이미 있습니다(중복 규칙 "{rule}": {records}). 둘 다 유지하려면 중복을 허용하여 다시 가져오세요',
  relatedListRequired: '{list}에는 행이 하나 이상 필요합니다',
  overInvoiced: '{count}개 품목이 청구 가능한 남은 수량보다 많습니다',
  receivableSumMismatch: '결제 내역 합계가 {expected}이(가) 아니라 {total}입니다',
  dbBusy: '데이터베이스가 다른 작업으로 바빠 변경이 시간 초과되었습니다. 잠시 후 다시 시도하세요',
  dbUnavailable: '데이터베이스에 연결할 수 없습니다. 복구된 뒤 다시 시도하세요',
  dbFull: '데이터베이스 디스크가 가득 찼습니다. 관리자에게 공간 확보를 요청한 뒤 다시 시도하세요',
  dbConstraint: '데이터베이스가 변경을 거부했습니다. 레코드 간 연결이나 고유해야 하는 값이 깨지기 때문입니다',
  dbFailed:
    '데이터베이스가 변경을 기록하지 못했습니다. 관리자가 서버 로그에서 자세한 내용을 확인할 수 있습니다',
};

const ZH_CN: Catalogue = {
  notYesNo: '{field}：“{text}”不是“是”或“否”',
  notNumber: '{field}：“{text}”不是数字',
  notDate: '{field}：“{text}”不是 {format} 格式的日期',
  notRealDate: '{field}：“{text}”不是有效日期',
  notPicklistValue: '{field}：“{text}”不是可选值',
  tooManyValues: '该行有 {count} 个值，但表头只有 {columns} 列',
  noRecordId: '该行没有要更新的记录 ID',
  matchFieldUnknown: '匹配字段 {field} 不是 {object} 的字段',
  matchEmpty: '{field} 为空：无法匹配该行',
  matchMany: '{field}“{text}”匹配了多条记录',
  lookupNone: '{field}：没有名为“{text}”的{object}',
  lookupMany: '{field}：有 {count} 条记录名为“{text}”，请改填 ID',
  userNone: '{field}：没有邮箱或姓名为“{text}”的在职用户',
  userMany: '{field}：有 {count} 个用户名为“{text}”，请改填邮箱',
  required: '请输入{field}',
  approvalLocked: '此记录正在等待 {approver} 审批，已被锁定：只有审批人或管理员可以修改',
  duplicateBlocked: '{object}：另一条记录的{fields}相同（查重规则“{rule}”：{records}），此记录未保存',
  duplicateWarned:
    '{object}：已有{fields}相同的记录（查重规则“{rule}”：{records}）；如需两条都保留，请允许重复后重新导入',
  relatedListRequired: '{list}至少需要一行',
  overInvoiced: '{count} 行明细的数量超过尚未开票的数量',
  receivableSumMismatch: '收款明细合计为 {total}，而不是 {expected}',
  dbBusy: '数据库正忙于其他工作，更改超时；请稍后重试',
  dbUnavailable: '无法连接数据库；请在其恢复后重试',
  dbFull: '数据库磁盘已满；请管理员释放空间后重试',
  dbConstraint: '数据库拒绝了更改：它会破坏记录之间的关联或必须唯一的值',
  dbFailed: '数据库未能写入更改；管理员可在服务器日志中查看详情',
};

const ZH_TW: Catalogue = {
  notYesNo: '{field}：「{text}」不是「是」或「否」',
  notNumber: '{field}：「{text}」不是數字',
  notDate: '{field}：「{text}」不是 {format} 格式的日期',
  notRealDate: '{field}：「{text}」不是有效日期',
  notPicklistValue: '{field}：「{text}」不是可選值',
  tooManyValues: '該列有 {count} 個值，但標題只有 {columns} 欄',
  noRecordId: '該列沒有要更新的記錄 ID',
  matchFieldUnknown: '比對欄位 {field} 不是 {object} 的欄位',
  matchEmpty: '{field} 為空：無法比對該列',
  matchMany: '{field}「{text}」符合多筆記錄',
  lookupNone: '{field}：沒有名為「{text}」的{object}',
  lookupMany: '{field}：有 {count} 筆記錄名為「{text}」，請改填 ID',
  userNone: '{field}：沒有電子郵件或姓名為「{text}」的啟用使用者',
  userMany: '{field}：有 {count} 位使用者名為「{text}」，請改填電子郵件',
  required: '請輸入{field}',
  approvalLocked: '此記錄正在等待 {approver} 審批，已被鎖定：只有審批人或管理員可以修改',
  duplicateBlocked: '{object}：另一筆記錄的{fields}相同（查重規則「{rule}」：{records}），此記錄未儲存',
  duplicateWarned:
    '{object}：已有{fields}相同的記錄（查重規則「{rule}」：{records}）；如需兩筆都保留，請允許重複後重新匯入',
  relatedListRequired: '{list}至少需要一列',
  overInvoiced: '{count} 列明細的數量超過尚未開票的數量',
  receivableSumMismatch: '收款明細合計為 {total}，而不是 {expected}',
  dbBusy: '資料庫正忙於其他工作，變更逾時；請稍後重試',
  dbUnavailable: '無法連線資料庫；請在其恢復後重試',
  dbFull: '資料庫磁碟已滿；請管理員釋出空間後重試',
  dbConstraint: '資料庫拒絕了變更：它會破壞記錄之間的關聯或必須唯一的值',
  dbFailed: '資料庫未能寫入變更；管理員可在伺服器記錄中查看詳細資訊',
};

const TH: Catalogue = {
  notYesNo: '{field}: "{text}" ไม่ใช่ใช่หรือไม่ใช่',
  notNumber: '{field}: "{text}" ไม่ใช่ตัวเลข',
  notDate: '{field}: "{text}" ไม่ใช่วันที่ในรูปแบบ {format}',
  notRealDate: '{field}: "{text}" ไม่ใช่วันที่ที่มีอยู่จริง',
  notPicklistValue: '{field}: "{text}" ไม่ใช่ค่าหนึ่งในตัวเลือก',
  tooManyValues: 'แถวมี {count} ค่า แต่หัวตารางมี {columns} คอลัมน์',
  noRecordId: 'แถวไม่มี ID ระเบียนที่จะอัปเดต',
  matchFieldUnknown: 'ฟิลด์ที่ใช้จับคู่ {field} ไม่ใช่ฟิลด์ของ {object}',
  matchEmpty: '{field} ว่าง: จับคู่แถวไม่ได้',
  matchMany: '{field} "{text}" ตรงกับหลายระเบียน',
  lookupNone: '{field}: ไม่มี {object} ชื่อ "{text}"',
  lookupMany: '{field}: มี {count} ระเบียนชื่อ "{text}" โปรดระบุ ID แทน',
  userNone: '{field}: ไม่มีผู้ใช้ที่ใช้งานอยู่ซึ่งมีอีเมลหรือชื่อ "{text}"',
  userMany: '{field}: มีผู้ใช้ {count} คนชื่อ "{text}" โปรดระบุอีเมลแทน',
  required: 'โปรดระบุ{field}',
  approvalLocked: 'เรกคอร์ดนี้ถูกล็อกระหว่างรอการอนุมัติจาก {approver} มีเพียงผู้อนุมัติหรือผู้ดูแลระบบที่แก้ไขได้',
  duplicateBlocked:
    '{object}: มีเรกคอร์ดอื่นที่มี {fields} เหมือนกัน (กฎข้อมูลซ้ำ "{rule}": {records}) เรกคอร์ดนี้จึงไม่ถูกบันทึก',
  duplicateWarned:
    '{object}: มีเรกคอร์ดที่มี {fields} เหมือนกันอยู่แล้ว (กฎข้อมูลซ้ำ "{rule}": {records}) หากต้องการเก็บทั้งสองรายการ ให้นำเข้าอีกครั้งโดยอนุญาตข้อมูลซ้ำ',
  relatedListRequired: '{list} ต้องมีอย่างน้อยหนึ่งแถว',
  overInvoiced: 'มี {count} รายการที่ขอมากกว่าจำนวนที่ยังเหลือให้ออกใบแจ้งหนี้',
  receivableSumMismatch: 'ยอดรวมรายละเอียดการชำระเงินคือ {total} ไม่ใช่ {expected}',
  dbBusy: 'ฐานข้อมูลกำลังทำงานอื่นอยู่และการเปลี่ยนแปลงหมดเวลา โปรดลองอีกครั้งในอีกสักครู่',
  dbUnavailable: 'ติดต่อฐานข้อมูลไม่ได้ โปรดลองอีกครั้งเมื่อกลับมาใช้งานได้',
  dbFull: 'ดิสก์ของฐานข้อมูลเต็ม โปรดให้ผู้ดูแลระบบเพิ่มพื้นที่แล้วลองอีกครั้ง',
  dbConstraint: 'ฐานข้อมูลปฏิเสธการเปลี่ยนแปลง เพราะจะทำให้การเชื่อมโยงระหว่างระเบียนหรือค่าที่ต้องไม่ซ้ำเสียหาย',
  dbFailed: 'ฐานข้อมูลเขียนการเปลี่ยนแปลงไม่ได้ ผู้ดูแลระบบดูรายละเอียดได้ในบันทึกของเซิร์ฟเวอร์',
};

const CATALOGUES: Readonly<Record<Language, Catalogue>> = {
  en: EN,
  'en-GB': EN,
  'zh-CN': ZH_CN,
  'zh-TW': ZH_TW,
  ja: JA,
  ko: KO,
  de: DE,
  fr: FR,
  es: ES,
  it: IT,
  nl: NL,
  pl: PL,
  pt: PT,
  'pt-BR': PT_BR,
  ru: RU,
  th: TH,
};

export function isImportReasonCode(code: string): code is ImportReasonCode {
  return (IMPORT_REASON_CODES as readonly string[]).includes(code);
}

/** A refusal in `language` (English for a language Vela does not know), its {parameters} filled. */
export function importReasonText(
  language: string,
  code: ImportReasonCode,
  params: ImportReasonParams,
): string {
  const catalogue = CATALOGUES[language as Language] ?? EN;
  return catalogue[code].replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
