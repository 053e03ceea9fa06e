;;; emacs_session.el --- A headless Emacs (Debian 12's 28 with elpa-eglot) drives `refract lsp' through Eglot.
;; It opens a token file, breaks an alias without saving, and must get lint's diagnostic on that line (through
;; Flymake, as Eglot shows it) and a hover on a good alias. Run by Tests/lsp/emacs-session.sh; exits 0 on
;; success, 1 with a message otherwise.
;; Run with -q, not -Q: Debian's elpa-eglot is on the load path through the site's start-up files.
(require 'eglot)
(require 'flymake)

(defvar refract-binary (getenv "REFRACT"))
(defvar refract-repo (getenv "REPO"))
(defvar refract-file (expand-file-name "tokens/modes/light.tokens.yaml" refract-repo))

(defun refract-fail (format-string &rest arguments)
  (princ (concat "emacs session: " (apply #'format format-string arguments) "\n") #'external-debugging-output)
  (kill-emacs 1))

(defun refract-wait (seconds predicate)
  "Runs timers and reads the server's output until PREDICATE holds or SECONDS pass."
  (let ((deadline (+ (float-time) seconds)) (result nil))
    (while (and (not (setq result (funcall predicate))) (< (float-time) deadline))
      (accept-process-output nil 0.05))
    result))

;; Emacs 28 has no YAML mode; one of our own gives Eglot the `yaml' language id.
(define-derived-mode refract-yaml-mode text-mode "YAML")
(add-to-list 'eglot-server-programs
             `(refract-yaml-mode . (,refract-binary "lsp" "--stdio" "--debounce" "50")))
(setq eglot-send-changes-idle-time 0.1
      eglot-autoshutdown t
      flymake-no-changes-timeout nil
      ;; The edit is never saved: no lock file (`.#light.tokens.yaml', a token file's name) beside the file.
      create-lockfiles nil
      auto-save-default nil)

(find-file refract-file)
(refract-yaml-mode)
;; What `eglot-ensure' does after the next command, which a batch session never runs.
(condition-case failure
    (apply #'eglot--connect (eglot--guess-contact))
  (error (refract-fail "Eglot did not start: %S" failure)))
(unless (refract-wait 20 (lambda () (eglot-current-server)))
  (refract-fail "the server did not start"))
(flymake-mode 1)

;; An alias to nothing on the first `{palette.paper}' line, left unsaved.
(goto-char (point-min))
(unless (search-forward "{palette.paper}" nil t)
  (refract-fail "no '{palette.paper}' alias in %s" refract-file))
(let ((broken-line (line-number-at-pos)))
  (replace-match "{palette.nothing}" t t)
  ;; Eglot sends the change from an idle timer, and a batch session is never idle.
  (eglot--signal-textDocument/didChange)
  (let ((found
         (refract-wait
          30 (lambda ()
               (flymake-start)
               (seq-find (lambda (diagnostic)
                           (string-match-p "palette\\.nothing" (flymake-diagnostic-text diagnostic)))
                         (flymake-diagnostics))))))
    (unless found (refract-fail "no diagnostic for the broken alias"))
    (let ((line (line-number-at-pos (flymake-diagnostic-beg found))))
      (unless (= line broken-line)
        (refract-fail "the diagnostic is on line %d, not %d" line broken-line)))

    ;; A hover on a good alias: the first `{scheme.' one.
    (goto-char (point-min))
    (unless (search-forward "{scheme." nil t) (refract-fail "no '{scheme.' alias to hover"))
    (let* ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover
                                   (eglot--TextDocumentPositionParams)))
           (contents (plist-get hover :contents))
           (text (if (stringp contents) contents (plist-get contents :value))))
      (unless (and text (string-match-p "scheme\\." text) (string-match-p "| value |" text))
        (refract-fail "hover gave %S" hover))
      (princ (format "emacs session: a diagnostic on line %d and a hover of %d characters\n"
                     broken-line (length text)))))
  (set-buffer-modified-p nil)
  (eglot-shutdown (eglot-current-server))
  (kill-emacs 0))
