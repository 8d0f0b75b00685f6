import type { TimesheetsMessages } from './en.js';

const timesheetsPl: TimesheetsMessages = {
  'timesheets.title': 'Moja karta czasu pracy',
  'timesheets.previousWeek': 'Poprzedni tydzień',
  'timesheets.nextWeek': 'Następny tydzień',
  'timesheets.thisWeek': 'Ten tydzień',
  'timesheets.week': 'Tydzień {{start}} – {{end}}',
  'timesheets.hint':
    'Wpisz godziny dla zadania i dnia; Tab i Shift+Tab przechodzą wzdłuż wiersza, strzałki w górę i w dół między wierszami.',
  'timesheets.gridLabel': 'Godziny według zadania projektu i dnia',
  'timesheets.task': 'Zadanie projektu',
  'timesheets.billable': 'Rozliczalne',
  'timesheets.total': 'Suma',
  'timesheets.dayTotal': 'Suma dnia',
  'timesheets.cell': '{{task}}, {{day}}',
  'timesheets.noTasks': 'Nie masz otwartych zadań projektowych ani godzin w tym tygodniu.',
  'timesheets.save': 'Zapisz',
  'timesheets.saved': 'Tydzień zapisany',
  'timesheets.submit': 'Wyślij do zatwierdzenia',
  'timesheets.submitTitle': 'Wyślij tydzień od {{start}}',
  'timesheets.comments': 'Komentarze',
  'timesheets.submitted': 'Tydzień wysłany do zatwierdzenia',
  'timesheets.status.open': 'Otwarty',
  'timesheets.status.submitted': 'Czeka na zatwierdzenie',
  'timesheets.status.approved': 'Zatwierdzony',
  'timesheets.status.rejected': 'Odrzucony',
  'timesheets.lockedWaiting':
    'Ten tydzień czeka na zatwierdzenie przez {{approver}}: godziny są zablokowane.',
  'timesheets.lockedApproved': 'Ten tydzień jest zatwierdzony: godziny są zablokowane.',
  'timesheets.rejected': 'Ten tydzień został odrzucony: zmień godziny i wyślij go ponownie.',
  'timesheets.dayOver': '{{day}}: godziny sumują się do {{total}} h, więcej niż 24 h doby',
  'timesheets.badHours':
    '{{task}}, {{day}}: godziny to liczba od 0 do 24 z najwyżej dwoma miejscami po przecinku',
  'timesheets.unsaved': 'Niezapisane zmiany',
  'timesheets.actualHours': 'Rzeczywiste godziny',
  'timesheets.actualHoursValue': '{{total}} h zarejestrowanych, {{billable}} h rozliczalnych',
  'resourceCalendar.title': 'Kalendarz zasobów',
  'resourceCalendar.hint':
    'Przeciągnij zmianę na inny dzień lub zasób albo wydarzenie na inny dzień; z klawiatury: zaznacz pasek, naciśnij spację, przesuń strzałkami i naciśnij spację ponownie.',
  'resourceCalendar.gridLabel': 'Zasoby serwisowe według dnia z ich zmianami i wydarzeniami',
  'resourceCalendar.resource': 'Zasób serwisowy',
  'resourceCalendar.noResources': 'Nie ma jeszcze aktywnych zasobów serwisowych.',
  'resourceCalendar.cell': '{{resource}}, {{day}}',
  'resourceCalendar.shift': 'Zmiana {{name}}, {{time}}',
  'resourceCalendar.event': 'Wydarzenie {{name}}, {{time}}',
  'resourceCalendar.booked': '{{hours}} h zarezerwowanych',
  'resourceCalendar.legendShift': 'Zmiana',
  'resourceCalendar.legendEvent': 'Wydarzenie',
  'resourceCalendar.moved': 'Przeniesiono „{{name}}”',
  'resourceCalendar.refused': 'Nie przeniesiono „{{name}}”: {{reason}}',
  'timesheets.refusal.approved':
    'Tydzień od {{week}} jest zatwierdzony: jego godziny nie mogą się już zmienić',
  'timesheets.refusal.waiting':
    'Tydzień od {{week}} czeka na zatwierdzenie: jego godziny będzie można zmienić po odrzuceniu lub wycofaniu',
};

export default timesheetsPl;
