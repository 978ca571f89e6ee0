package clustertest

import (
	"bufio"
	"io"
	"mime"
	"mime/quotedprintable"
	"net"
	"net/mail"
	"strings"
	"sync"
	"testing"
)

// smtpSink is the outside mail server every instance sends to: a plain SMTP server
// on loopback (no TLS, no login) that keeps every message it accepts.
type smtpSink struct {
	addr  string
	mu    sync.Mutex
	mails []sentMail
}

// sentMail is one accepted message for one recipient.
type sentMail struct {
	To      string
	Subject string
	Text    string // the raw message, quoted-printable decoded, as a mail client shows links
}

func startSMTP(t *testing.T) *smtpSink {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	s := &smtpSink{addr: ln.Addr().String()}
	go func() {
		for {
			conn, err := ln.Accept()
			if err != nil {
				return
			}
			go s.serve(conn)
		}
	}()
	t.Cleanup(func() { ln.Close() })
	return s
}

// serve speaks just enough SMTP for a client: EHLO, MAIL, RCPT, DATA, RSET, QUIT.
func (s *smtpSink) serve(conn net.Conn) {
	defer conn.Close()
	r := bufio.NewReader(conn)
	say := func(line string) { io.WriteString(conn, line+"\r\n") }
	say("220 sink.test ESMTP")
	var rcpts []string
	for {
		line, err := r.ReadString('\n')
		if err != nil {
			return
		}
		line = strings.TrimRight(line, "\r\n")
		verb := strings.ToUpper(strings.SplitN(line, " ", 2)[0])
		switch verb {
		case "EHLO":
			say("250-sink.test")
			say("250-8BITMIME")
			say("250 SMTPUTF8")
		case "HELO", "NOOP":
			say("250 OK")
		case "MAIL":
			rcpts = nil
			say("250 OK")
		case "RCPT":
			addr := line[strings.Index(line, ":")+1:]
			addr = strings.Trim(strings.TrimSpace(strings.SplitN(addr, " ", 2)[0]), "<>")
			rcpts = append(rcpts, strings.ToLower(addr))
			say("250 OK")
		case "DATA":
			say("354 go ahead")
			var data strings.Builder
			for {
				l, err := r.ReadString('\n')
				if err != nil {
					return
				}
				if strings.TrimRight(l, "\r\n") == "." {
					break
				}
				data.WriteString(strings.TrimPrefix(l, "."))
			}
			s.keep(rcpts, data.String())
			say("250 OK queued")
		case "RSET":
			rcpts = nil
			say("250 OK")
		case "QUIT":
			say("221 bye")
			return
		default:
			say("502 not implemented")
		}
	}
}

func (s *smtpSink) keep(rcpts []string, raw string) {
	subject := ""
	if m, err := mail.ReadMessage(strings.NewReader(raw)); err == nil {
		subject = m.Header.Get("Subject")
		if dec, err := new(mime.WordDecoder).DecodeHeader(subject); err == nil {
			subject = dec
		}
	}
	text, err := io.ReadAll(quotedprintable.NewReader(strings.NewReader(raw)))
	if err != nil {
		text = []byte(raw)
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	for _, to := range rcpts {
		s.mails = append(s.mails, sentMail{To: to, Subject: subject, Text: string(text)})
	}
}

// to returns the messages sent to address so far.
func (s *smtpSink) to(address string) []sentMail {
	s.mu.Lock()
	defer s.mu.Unlock()
	var got []sentMail
	for _, m := range s.mails {
		if m.To == strings.ToLower(address) {
			got = append(got, m)
		}
	}
	return got
}

// all returns every message sent so far.
func (s *smtpSink) all() []sentMail {
	s.mu.Lock()
	defer s.mu.Unlock()
	return append([]sentMail(nil), s.mails...)
}
