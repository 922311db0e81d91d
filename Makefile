# Builds the release `contacts` and installs it with its man page and shell completions.
#
#   make install PREFIX=~/.local      # ~/.local/bin/contacts, ~/.local/share/man/man1/contacts.1, …
#   make uninstall PREFIX=~/.local
#
# PREFIX defaults to /usr/local; DESTDIR (for packagers) is put in front of every installed path.

PREFIX ?= /usr/local
DESTDIR ?=
SWIFT ?= swift
# A PREFIX written `~/…` reaches make unexpanded from shells that do not expand it after `=` (zsh).
override PREFIX := $(patsubst ~%,$(HOME)%,$(PREFIX))

BINDIR := $(DESTDIR)$(PREFIX)/bin
MANDIR := $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR := $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR := $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR := $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

BINARY := .build/release/contacts

.PHONY: all build install uninstall

all: build

build:
	$(SWIFT) build -c release --product contacts

install: build
	install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)"
	install -m 755 "$(BINARY)" "$(BINDIR)/contacts"
	install -m 644 docs/contacts.1 "$(MANDIR)/contacts.1"
	"$(BINARY)" --generate-completion-script bash > "$(BASHDIR)/contacts"
	"$(BINARY)" --generate-completion-script zsh > "$(ZSHDIR)/_contacts"
	"$(BINARY)" --generate-completion-script fish > "$(FISHDIR)/contacts.fish"

uninstall:
	rm -f "$(BINDIR)/contacts" "$(MANDIR)/contacts.1" "$(BASHDIR)/contacts" \
		"$(ZSHDIR)/_contacts" "$(FISHDIR)/contacts.fish"
