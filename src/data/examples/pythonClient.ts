/**
 * Source of truth for the Python example on /websockets/examples (asyncio and the websockets
 * package). Python has no backticks or dollar-brace, so the template string needs no escaping.
 */
import {site} from '../../site';

export const pythonClient = `"""client.py - subscribe to channel events, print them and reconnect when needed.

Run with SE_TOKEN and SE_CHANNEL_ID set (and SE_TOKEN_TYPE if the token is not a jwt).
"""
import asyncio
import json
import os
from urllib.parse import quote

import websockets

GATEWAY = "${site.websocketGateway}"
TOPICS = ["channel.tips", "channel.activities", "channel.stream.status"]


def summarize(topic, data):
    if topic == "channel.tips":
        donation = data["donation"]
        return f"Tip from {donation['user']['username']}: {donation['amount']} {donation['currency']}"
    if topic == "channel.activities":
        return f"{data['type']} from {data['data']['displayName']}"
    if topic == "channel.stream.status":
        return "The stream is live" if data["isLive"] else "The stream has ended"
    return f"{topic}: {json.dumps(data)}"


async def resend_later(socket, pending):
    """After a pause, send again every request still unanswered then."""
    await asyncio.sleep(1)
    try:
        for request in list(pending.values()):
            await socket.send(json.dumps(request))
    except websockets.ConnectionClosed:
        pass  # the connection ended in the pause; the next one subscribes afresh


async def handle_response(socket, message, pending, resends):
    error, nonce = message.get("error"), message.get("nonce")
    if error is None:
        request = pending.pop(nonce, None)
        if request:
            print("Subscribed to", request["data"]["topic"])
    elif error == "rate_limit_exceeded":
        # No nonce on this reply. The pause runs beside the reading loop, so answers that arrive
        # meanwhile are not sent again, and refusals that arrive meanwhile share one resend.
        if not resends or resends[-1].done():
            resends.append(asyncio.ensure_future(resend_later(socket, pending)))
    elif error == "err_deadline_exceeded" and nonce in pending:
        await socket.send(json.dumps(pending[nonce]))
    else:
        pending.pop(nonce, None)
        print(f"Request failed ({error}): {message['data'].get('message', '')}")


async def run_connection(url, resumed, settings):
    """Serve one connection. Returns a reconnect token if the server asks us to move."""
    pending = {}  # nonce -> request still waiting for its response
    resends = []  # resends waiting after a refusal, stopped when the connection ends
    # The websockets library answers the gateway's pings for us.
    async with websockets.connect(url) as socket:
        try:
            async for frame in socket:
                try:
                    message = json.loads(frame)
                except ValueError:
                    message = None
                if not isinstance(message, dict):
                    print("Ignored a frame that is not a JSON object")
                    continue
                kind = message.get("type")
                # highlight-next-line
                if kind == "welcome" and not resumed:
                    for topic in TOPICS:
                        request = {
                            "type": "subscribe",
                            "nonce": f"sub-{topic}",
                            "data": {"topic": topic, **settings},
                        }
                        pending[request["nonce"]] = request
                        await socket.send(json.dumps(request))
                elif kind == "response":
                    await handle_response(socket, message, pending, resends)
                elif kind == "message":
                    try:
                        print(summarize(message["topic"], message["data"]))
                    except (KeyError, TypeError):
                        # A payload without the fields summarize reads: print it whole rather than stop.
                        print(message.get("topic"), json.dumps(message.get("data")))
                elif kind == "reconnect":
                    # highlight-next-line
                    return message["data"]["reconnect_token"]
        finally:
            for task in resends:
                task.cancel()
    return None


async def main():
    settings = {
        "room": os.environ["SE_CHANNEL_ID"],
        "token": os.environ["SE_TOKEN"],
        "token_type": os.environ.get("SE_TOKEN_TYPE", "jwt"),
    }
    reconnect_token, failures = None, 0
    while True:
        url = f"{GATEWAY}/?reconnect_token={quote(reconnect_token)}" if reconnect_token else GATEWAY
        try:
            reconnect_token = await run_connection(url, reconnect_token is not None, settings)
            failures = 0
            if reconnect_token:
                continue  # planned move: connect again right away, subscriptions come back
        # asyncio.TimeoutError: an opening handshake that timed out (not an OSError before 3.11).
        except (OSError, asyncio.TimeoutError, websockets.WebSocketException) as error:
            print("Connection failed:", error)
            reconnect_token = None
        delay = min(2 * 2**failures, 60)
        failures += 1
        print(f"Reconnecting in {delay} s")
        await asyncio.sleep(delay)


if __name__ == "__main__":
    asyncio.run(main())
`;
