/**
 * Source of truth for the Go example on /websockets/examples/go: main.go on gorilla/websocket (the
 * connection) and google/uuid (nonces), with its go.mod. The page shows these strings; the unit tests
 * check the program's syntax and that it builds the protocol's requests. Go's struct tags are written
 * between backticks, which this template string escapes as \`.
 */
import {site} from '../../site';

/** The modules main.go imports, at the versions the go.mod names. */
export const goModules = [
  {path: 'github.com/google/uuid', version: 'v1.6.0'},
  {path: 'github.com/gorilla/websocket', version: 'v1.5.3'},
] as const;

/** The oldest Go the go.mod asks for (loop variables per iteration, min and max built in). */
export const goVersion = '1.22';

export const goMod = `module example.com/se-events

go ${goVersion}

require (
${goModules.map((module) => `\t${module.path} ${module.version}`).join('\n')}
)
`;

export const goClient = `// main.go - subscribes to channel events, prints them and keeps the connection alive.
package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net/url"
	"os"
	"os/signal"
	"sync"
	"time"

	"github.com/google/uuid"
	"github.com/gorilla/websocket"
)

const (
	gateway = "${site.websocketGateway}"
	// The gateway pings every 30 s and gives up after 70 s without a pong; we give up just as soon.
	silenceLimit = 70 * time.Second
	// A message longer than this ends the connection, so a bad frame cannot fill the memory.
	maxMessageBytes = 1 << 20
)

var topics = []string{"channel.tips", "channel.activities", "channel.stream.status"}

// Message is every frame the gateway sends. Empty fields are left out when it is written.
type Message struct {
	ID    string          \`json:"id,omitempty"\`
	TS    string          \`json:"ts,omitempty"\`
	Type  string          \`json:"type"\`
	Topic string          \`json:"topic,omitempty"\`
	Room  string          \`json:"room,omitempty"\`
	Nonce string          \`json:"nonce,omitempty"\`
	Error string          \`json:"error,omitempty"\`
	Data  json.RawMessage \`json:"data,omitempty"\`
}

// Request is what the client sends: subscribe and unsubscribe.
type Request struct {
	Type  string      \`json:"type"\`
	Nonce string      \`json:"nonce"\`
	Data  RequestData \`json:"data"\`
}

type RequestData struct {
	Topic     string \`json:"topic"\`
	Room      string \`json:"room,omitempty"\`
	Token     string \`json:"token,omitempty"\`
	TokenType string \`json:"token_type,omitempty"\`
}

type settings struct {
	room, token, tokenType string
}

func subscribeRequest(topic string, s settings) Request {
	// highlight-start
	return Request{
		Type:  "subscribe",
		Nonce: uuid.NewString(),
		Data:  RequestData{Topic: topic, Room: s.room, Token: s.token, TokenType: s.tokenType},
	}
	// highlight-end
}

// unsubscribeRequest stops one topic in one room; with room "", in every room. No token is needed.
func unsubscribeRequest(topic, room string) Request {
	return Request{Type: "unsubscribe", Nonce: uuid.NewString(), Data: RequestData{Topic: topic, Room: room}}
}

// connection is one open websocket and the requests still waiting for their response on it.
type connection struct {
	conn      *websocket.Conn
	writeMu   sync.Mutex // gorilla/websocket allows one writer at a time
	mu        sync.Mutex
	pending   map[string]Request
	resending bool // a resend after a refusal is waiting
}

func (c *connection) send(request Request) {
	c.mu.Lock()
	c.pending[request.Nonce] = request
	c.mu.Unlock()
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	if err := c.conn.WriteJSON(request); err != nil {
		fmt.Println("Could not send a request:", err)
	}
}

func (c *connection) answered(nonce string) (Request, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	request, ok := c.pending[nonce]
	delete(c.pending, nonce)
	return request, ok
}

func (c *connection) waiting() []Request {
	c.mu.Lock()
	defer c.mu.Unlock()
	requests := make([]Request, 0, len(c.pending))
	for _, request := range c.pending {
		requests = append(requests, request)
	}
	return requests
}

// resendLater sends again, after a second, every request still unanswered then; refusals that
// arrive meanwhile share that one resend.
func (c *connection) resendLater() {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.resending {
		return
	}
	c.resending = true
	time.AfterFunc(time.Second, func() {
		c.mu.Lock()
		c.resending = false
		c.mu.Unlock()
		for _, request := range c.waiting() {
			c.send(request)
		}
	})
}

func (c *connection) close(code int, reason string) {
	c.writeMu.Lock()
	defer c.writeMu.Unlock()
	message := websocket.FormatCloseMessage(code, reason)
	_ = c.conn.WriteControl(websocket.CloseMessage, message, time.Now().Add(5*time.Second))
}

// incoming is one frame read from the socket, or the error that ended reading.
type incoming struct {
	message Message
	notJSON bool
	err     error
}

var errStopped = errors.New("stopped")

func main() {
	s := settings{room: os.Getenv("SE_CHANNEL_ID"), token: os.Getenv("SE_TOKEN"), tokenType: os.Getenv("SE_TOKEN_TYPE")}
	if s.tokenType == "" {
		s.tokenType = "jwt"
	}
	if s.room == "" || s.token == "" {
		fmt.Fprintln(os.Stderr, "Set SE_TOKEN and SE_CHANNEL_ID (and SE_TOKEN_TYPE if it is not jwt).")
		os.Exit(1)
	}
	// Ctrl+C leaves politely: unsubscribe, close with a normal closure, then stop.
	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt)

	reconnectToken := ""
	failures := 0
	for {
		next, err := serve(s, reconnectToken, stop, func() { failures = 0 })
		if errors.Is(err, errStopped) {
			return
		}
		if next != "" {
			// highlight-next-line
			reconnectToken = next // planned move: connect again at once, subscriptions come back
			continue
		}
		reconnectToken = ""
		if err != nil {
			fmt.Println("Connection failed:", err)
		}
		delay := reconnectDelay(failures)
		failures++
		fmt.Printf("Connection closed; reconnecting in %v\\n", delay)
		select {
		case <-stop:
			return
		case <-time.After(delay):
		}
	}
}

// reconnectDelay is the wait before attempt n (0, 1, 2...): 2 s, 4 s, 8 s... up to a minute.
func reconnectDelay(attempt int) time.Duration {
	return min(2*time.Second<<min(attempt, 5), time.Minute)
}

// serve runs one connection. It returns a reconnect token when the gateway asks us to move.
func serve(s settings, reconnectToken string, stop <-chan os.Signal, connected func()) (string, error) {
	address := gateway
	if reconnectToken != "" {
		address += "/?reconnect_token=" + url.QueryEscape(reconnectToken)
	}
	conn, _, err := websocket.DefaultDialer.Dial(address, nil)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	connected()
	c := &connection{conn: conn, pending: map[string]Request{}}

	// Pings keep the connection alive: each one moves the deadline, and is answered with a pong.
	conn.SetReadLimit(maxMessageBytes)
	alive := func() { _ = conn.SetReadDeadline(time.Now().Add(silenceLimit)) }
	alive()
	conn.SetPingHandler(func(data string) error {
		alive()
		c.writeMu.Lock()
		defer c.writeMu.Unlock()
		err := conn.WriteControl(websocket.PongMessage, []byte(data), time.Now().Add(5*time.Second))
		if errors.Is(err, websocket.ErrCloseSent) {
			return nil
		}
		return err
	})

	// ReadMessage joins a message that arrives in several frames. A close frame from the gateway is
	// answered with the same close code by gorilla/websocket, and ends reading with a *CloseError.
	frames := make(chan incoming)
	done := make(chan struct{})
	defer close(done)
	go func() {
		defer close(frames)
		for {
			kind, data, err := conn.ReadMessage()
			var in incoming
			switch {
			case err != nil:
				in.err = err
			case kind != websocket.TextMessage:
				continue
			default:
				alive()
				in.notJSON = json.Unmarshal(data, &in.message) != nil
			}
			select {
			case frames <- in:
			case <-done:
				return
			}
			if err != nil {
				return
			}
		}
	}()

	for {
		select {
		case in, open := <-frames:
			if !open {
				return "", nil
			}
			if in.err != nil {
				if websocket.IsCloseError(in.err, websocket.CloseNormalClosure, websocket.CloseGoingAway) {
					return "", nil
				}
				return "", in.err
			}
			if in.notJSON {
				fmt.Println("Ignored a frame that is not JSON")
				continue
			}
			if next := handle(c, in.message, s, reconnectToken != ""); next != "" {
				c.close(websocket.CloseNormalClosure, "Moving to another server")
				return next, nil
			}
		case <-stop:
			leave(c, s, frames)
			return "", errStopped
		}
	}
}

// leave unsubscribes from every topic in this room, closes with a normal closure and waits (at most
// five seconds) for the gateway's answers and its close frame.
func leave(c *connection, s settings, frames <-chan incoming) {
	for _, topic := range topics {
		c.send(unsubscribeRequest(topic, s.room))
	}
	c.close(websocket.CloseNormalClosure, "Client is leaving")
	timeout := time.After(5 * time.Second)
	for {
		select {
		case in, open := <-frames:
			if !open || in.err != nil {
				return
			}
			if !in.notJSON && in.message.Type == "response" {
				handleResponse(c, in.message)
			}
		case <-timeout:
			return
		}
	}
}

// handle reacts to one message; it returns a reconnect token when the gateway asks us to move.
func handle(c *connection, message Message, s settings, resumed bool) string {
	switch message.Type {
	case "welcome":
		// After a reconnect with a token, the gateway restores the subscriptions itself.
		// highlight-next-line
		if resumed {
			fmt.Println("Resumed with all subscriptions")
			return ""
		}
		for _, topic := range topics {
			c.send(subscribeRequest(topic, s))
		}
	case "response":
		handleResponse(c, message)
	case "message":
		fmt.Println(summarize(message.Topic, message.Data))
	case "reconnect":
		var data struct {
			ReconnectToken string \`json:"reconnect_token"\`
		}
		_ = json.Unmarshal(message.Data, &data)
		// highlight-next-line
		return data.ReconnectToken
	default:
		fmt.Println("Ignored a message of type", message.Type)
	}
	return ""
}

func handleResponse(c *connection, message Message) {
	switch {
	case message.Error == "":
		if request, ok := c.answered(message.Nonce); ok {
			done := "Subscribed to"
			if request.Type == "unsubscribe" {
				done = "Unsubscribed from"
			}
			fmt.Println(done, request.Data.Topic)
		}
	case message.Error == "rate_limit_exceeded":
		// This reply carries no nonce: send everything still unanswered again after a pause.
		c.resendLater()
	case message.Error == "err_deadline_exceeded":
		// The token check timed out; the gateway asks for the same request again.
		if request, ok := c.answered(message.Nonce); ok {
			c.send(request)
		}
	default:
		c.answered(message.Nonce)
		var data struct {
			Message string \`json:"message"\`
		}
		_ = json.Unmarshal(message.Data, &data)
		fmt.Printf("Request failed (%s): %s\\n", message.Error, data.Message)
	}
}

// summarize describes an event in one line.
func summarize(topic string, data json.RawMessage) string {
	switch topic {
	case "channel.tips":
		var tip struct {
			Donation struct {
				User struct {
					Username string \`json:"username"\`
				} \`json:"user"\`
				Amount   json.Number \`json:"amount"\`
				Currency string      \`json:"currency"\`
			} \`json:"donation"\`
		}
		if json.Unmarshal(data, &tip) == nil {
			return fmt.Sprintf("Tip from %s: %s %s", tip.Donation.User.Username, tip.Donation.Amount, tip.Donation.Currency)
		}
	case "channel.activities":
		var activity struct {
			Type string \`json:"type"\`
			Data struct {
				DisplayName string \`json:"displayName"\`
			} \`json:"data"\`
		}
		if json.Unmarshal(data, &activity) == nil {
			return activity.Type + " from " + activity.Data.DisplayName
		}
	case "channel.stream.status":
		var status struct {
			IsLive bool \`json:"isLive"\`
		}
		if json.Unmarshal(data, &status) == nil {
			if status.IsLive {
				return "The stream is live"
			}
			return "The stream has ended"
		}
	}
	return topic + ": " + string(data)
}
`;
