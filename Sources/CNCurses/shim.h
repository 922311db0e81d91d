// ncursesw, the wide-character ncurses, for `contacts browse`. Functions only: NCURSES_NOMACROS
// turns the macro forms (`mvaddnwstr`, `getmaxy`, …) into the library's real functions, which
// Swift can call, and nothing variadic (`printw`, `mvprintw`) is used. The attribute masks are
// function-like macros Swift cannot import, so they are restated as constants.
#define NCURSES_WIDECHAR 1
#define NCURSES_NOMACROS 1
#include <locale.h>
#include <langinfo.h>
#include <curses.h>
#include <pthread.h>
#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

static const attr_t CNCURSES_A_NORMAL = A_NORMAL;
static const attr_t CNCURSES_A_BOLD = A_BOLD;
static const attr_t CNCURSES_A_DIM = A_DIM;
static const attr_t CNCURSES_A_REVERSE = A_REVERSE;
static const attr_t CNCURSES_A_UNDERLINE = A_UNDERLINE;

// Giving the terminal back when the process is killed or crashes while the screen is up: the
// terminal's modes as they were before ncurses started, and the bytes that leave the alternate
// screen and show the cursor, kept in static storage so that a signal handler restores them with
// async-signal-safe calls only (tcsetattr, write), then lets the signal do what it did before.
// (Kept in a function's static: Swift emits the bodies of the header's functions it calls, but no
// static variable of a header's own.)
struct cncurses_restore_state {
    struct termios saved_modes;
    int have_saved_modes;
    char restore_bytes[256];
    size_t restore_length;
    struct sigaction previous[32];
    volatile sig_atomic_t continued;
};

static inline struct cncurses_restore_state *cncurses_state(void) {
    static struct cncurses_restore_state state;
    return &state;
}

#define cncurses_saved_modes (cncurses_state()->saved_modes)
#define cncurses_have_saved_modes (cncurses_state()->have_saved_modes)
#define cncurses_restore_bytes (cncurses_state()->restore_bytes)
#define cncurses_restore_length (cncurses_state()->restore_length)
#define cncurses_previous (cncurses_state()->previous)
#define cncurses_continued (cncurses_state()->continued)

static inline void cncurses_restore_terminal(void) {
    if (cncurses_have_saved_modes) tcsetattr(STDIN_FILENO, TCSANOW, &cncurses_saved_modes);
    if (cncurses_restore_length > 0) {
        ssize_t ignored = write(STDOUT_FILENO, cncurses_restore_bytes, cncurses_restore_length);
        (void)ignored;
    }
}

static inline void cncurses_on_fatal_signal(int sig) {
    cncurses_restore_terminal();
    if (sig > 0 && sig < 32) sigaction(sig, &cncurses_previous[sig], NULL);
    raise(sig);
}

static inline void cncurses_on_continue(int sig) {
    (void)sig;
    cncurses_continued = 1;
}

/// Saves the terminal's modes (before ncurses changes them) and installs the handlers: SIGINT,
/// SIGTERM, SIGHUP, SIGQUIT and the crash signals restore the terminal, then act as before;
/// SIGCONT marks the screen to be drawn again. ncurses then leaves these signals to us (it only
/// takes those still at their default) and keeps SIGTSTP and SIGWINCH.
static inline void cncurses_install_restore(void) {
    if (tcgetattr(STDIN_FILENO, &cncurses_saved_modes) == 0) cncurses_have_saved_modes = 1;
    int fatal[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP};
    for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++) {
        struct sigaction action;
        memset(&action, 0, sizeof action);
        action.sa_handler = cncurses_on_fatal_signal;
        sigemptyset(&action.sa_mask);
        action.sa_flags = SA_RESETHAND;
        sigaction(fatal[i], &action, &cncurses_previous[fatal[i]]);
    }
    struct sigaction cont;
    memset(&cont, 0, sizeof cont);
    cont.sa_handler = cncurses_on_continue;
    sigemptyset(&cont.sa_mask);
    sigaction(SIGCONT, &cont, &cncurses_previous[SIGCONT]);
}

/// The bytes written on a fatal signal (leave the alternate screen, show the cursor, plain text).
static inline void cncurses_set_restore_bytes(const char *bytes) {
    size_t length = strlen(bytes);
    if (length >= sizeof cncurses_restore_bytes) length = sizeof cncurses_restore_bytes - 1;
    memcpy(cncurses_restore_bytes, bytes, length);
    cncurses_restore_length = length;
}

/// Puts back the handlers ``cncurses_install_restore`` replaced (after endwin, on a normal exit).
static inline void cncurses_remove_restore(void) {
    int all[] = {SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGCONT};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) sigaction(all[i], &cncurses_previous[all[i]], NULL);
    cncurses_restore_length = 0;
    cncurses_have_saved_modes = 0;
}

/// Whether SIGCONT arrived since the last call (the screen must be drawn again).
static inline int cncurses_take_continued(void) {
    int was = cncurses_continued;
    cncurses_continued = 0;
    return was;
}

/// Stops the process as a shell's job (Ctrl-Z: the screen is raw, so it arrives as a key, not as a
/// signal): SIGTSTP at its default action, unblocked, is sent to the process group (as the
/// terminal would, so a pager beside it stops too); the call returns once the shell continues the
/// job (SIGCONT), with the handler and the mask as they were. ncurses's own SIGTSTP handler is not
/// relied on: it is installed only when SIGTSTP was at its default when the screen started.
static inline void cncurses_stop_job(void) {
    struct sigaction stop, previous;
    memset(&stop, 0, sizeof stop);
    stop.sa_handler = SIG_DFL;
    sigemptyset(&stop.sa_mask);
    sigaction(SIGTSTP, &stop, &previous);
    sigset_t tstp, mask;
    sigemptyset(&tstp);
    sigaddset(&tstp, SIGTSTP);
    pthread_sigmask(SIG_UNBLOCK, &tstp, &mask);
    cncurses_continued = 0;
    kill(0, SIGTSTP);
    // The default action stays until the stop has happened and the shell has continued the job
    // (the SIGCONT handler sets the flag): the signal may be taken by another thread a moment after
    // kill returns, and must not meet the handler put back. A group no shell can continue (an
    // orphaned one) has the signal dropped: after a second, give up.
    for (int waited = 0; waited < 100 && !cncurses_continued; waited++) usleep(10000);
    pthread_sigmask(SIG_SETMASK, &mask, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}

// The screen's windows and the standard streams, as functions: Swift 6 refuses to read C's
// mutable globals (`stdscr`, `stdout`) from code that may run concurrently.
static inline WINDOW *cncurses_stdscr(void) { return stdscr; }
static inline WINDOW *cncurses_curscr(void) { return curscr; }
static inline SCREEN *cncurses_newterm(void) { return newterm(NULL, stdout, stdin); }
