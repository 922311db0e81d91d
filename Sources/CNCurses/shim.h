// ncursesw, the wide-character ncurses, for `contacts browse`. Functions only: NCURSES_NOMACROS
// turns the macro forms (`mvaddnwstr`, `getmaxy`, …) into the library's real functions, which
// Swift can call, and nothing variadic (`printw`, `mvprintw`) is used. The attribute masks are
// function-like macros Swift cannot import, so they are restated as constants.
#define NCURSES_WIDECHAR 1
#define NCURSES_NOMACROS 1
#include <locale.h>
#include <langinfo.h>
#include <curses.h>

static const attr_t CNCURSES_A_NORMAL = A_NORMAL;
static const attr_t CNCURSES_A_BOLD = A_BOLD;
static const attr_t CNCURSES_A_DIM = A_DIM;
static const attr_t CNCURSES_A_REVERSE = A_REVERSE;
static const attr_t CNCURSES_A_UNDERLINE = A_UNDERLINE;
