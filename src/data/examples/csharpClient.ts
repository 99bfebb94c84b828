/**
 * Source of truth for the C# example on /websockets/examples/csharp: one Program.cs on the .NET base
 * library only (ClientWebSocket, System.Text.Json). The page shows these strings; the unit tests check
 * the program's syntax and that it builds the protocol's requests. C# needs no backticks or
 * dollar-brace, so the template strings need no escaping.
 */
import {site} from '../../site';

/** The project file `dotnet new console` makes, trimmed to what the program needs. */
export const csharpProject = `<Project Sdk="Microsoft.NET.Sdk">

  <PropertyGroup>
    <OutputType>Exe</OutputType>
    <TargetFramework>net8.0</TargetFramework>
    <ImplicitUsings>enable</ImplicitUsings>
    <Nullable>enable</Nullable>
  </PropertyGroup>

</Project>
`;

export const csharpClient = `// Program.cs - subscribes to channel events, prints them and keeps the connection alive.
// Everything used here is in the .NET base library: nothing to install.
using System.Collections.Concurrent;
using System.Net.WebSockets;
using System.Text;
using System.Text.Json;
using System.Text.Json.Nodes;

var token = Environment.GetEnvironmentVariable("SE_TOKEN");
var room = Environment.GetEnvironmentVariable("SE_CHANNEL_ID");
var tokenType = Environment.GetEnvironmentVariable("SE_TOKEN_TYPE") ?? "jwt";
if (string.IsNullOrEmpty(token) || string.IsNullOrEmpty(room))
{
    Console.Error.WriteLine("Set SE_TOKEN and SE_CHANNEL_ID (and SE_TOKEN_TYPE if it is not jwt).");
    return 1;
}

// Ctrl+C leaves politely: unsubscribe, close with a normal closure, then stop.
using var stop = new CancellationTokenSource();
Console.CancelKeyPress += (_, press) =>
{
    press.Cancel = true;
    stop.Cancel();
};

var client = new GatewayClient(
    new[] { "channel.tips", "channel.activities", "channel.stream.status" },
    room,
    token,
    tokenType);
await client.RunAsync(stop.Token);
return 0;

sealed class GatewayClient
{
    const string Gateway = "${site.websocketGateway}";
    // A message longer than this is refused, so a bad frame cannot fill the memory.
    const int MaxMessageBytes = 1024 * 1024;

    readonly string[] topics;
    readonly string room;
    readonly string token;
    readonly string tokenType;
    // Requests still waiting for their response, by nonce.
    readonly ConcurrentDictionary<string, JsonObject> pending = new();
    // ClientWebSocket allows one send at a time; Ctrl+C sends from another thread.
    readonly SemaphoreSlim sendLock = new(1, 1);
    // 1 while a resend after a refusal waits: refusals that arrive meanwhile share it.
    int resendWaiting;

    public GatewayClient(string[] topics, string room, string token, string tokenType)
    {
        this.topics = topics;
        this.room = room;
        this.token = token;
        this.tokenType = tokenType;
    }

    public async Task RunAsync(CancellationToken stop)
    {
        string? reconnectToken = null;
        var failures = 0;
        while (!stop.IsCancellationRequested)
        {
            var address = reconnectToken is null ? Gateway : Gateway + "/?reconnect_token=" + Uri.EscapeDataString(reconnectToken);
            try
            {
                var resumed = reconnectToken is not null;
                reconnectToken = await ServeAsync(new Uri(address), resumed, () => failures = 0, stop);
                // highlight-next-line
                if (reconnectToken is not null) continue; // planned move: connect again at once, subscriptions come back
            }
            catch (Exception error) when (error is WebSocketException or OperationCanceledException)
            {
                if (stop.IsCancellationRequested) break;
                Console.WriteLine("Connection failed: " + error.Message);
                reconnectToken = null;
            }
            if (stop.IsCancellationRequested) break;
            var delay = ReconnectDelay(failures++);
            Console.WriteLine("Connection closed; reconnecting in " + delay.TotalSeconds + " s");
            try
            {
                await Task.Delay(delay, stop);
            }
            catch (OperationCanceledException)
            {
                break;
            }
        }
    }

    /// <summary>Wait before reconnect attempt n (0, 1, 2...): 2 s, 4 s, 8 s... up to a minute.</summary>
    public static TimeSpan ReconnectDelay(int attempt) => TimeSpan.FromSeconds(Math.Min(2 * Math.Pow(2, attempt), 60));

    /// <summary>Serves one connection. Returns a reconnect token when the gateway asks us to move.</summary>
    async Task<string?> ServeAsync(Uri address, bool resumed, Action connected, CancellationToken stop)
    {
        using var socket = new ClientWebSocket();
        // Cancelled only to give up on a gateway that does not answer our close.
        using var reading = new CancellationTokenSource();
        await socket.ConnectAsync(address, stop);
        connected();
        pending.Clear();
        // The socket answers the gateway's pings by itself.
        using var leaving = stop.Register(() => _ = LeaveAsync(socket, reading));

        var buffer = new byte[8192];
        using var message = new MemoryStream();
        while (true)
        {
            var text = await ReceiveTextAsync(socket, buffer, message, reading.Token);
            if (text is null) return null; // the connection closed
            JsonDocument document;
            try
            {
                document = JsonDocument.Parse(text);
            }
            catch (JsonException)
            {
                Console.WriteLine("Ignored a frame that is not JSON");
                continue;
            }
            using (document)
            {
                var reconnectToken = await HandleAsync(socket, document.RootElement, resumed);
                if (reconnectToken is not null)
                {
                    await socket.CloseAsync(WebSocketCloseStatus.NormalClosure, "Moving to another server", CancellationToken.None);
                    return reconnectToken;
                }
            }
        }
    }

    /// <summary>
    /// One whole text message, or null once the connection is closing. A message can arrive in
    /// several frames: they are joined until the one marked as the end.
    /// </summary>
    static async Task<string?> ReceiveTextAsync(ClientWebSocket socket, byte[] buffer, MemoryStream message, CancellationToken cancel)
    {
        message.SetLength(0);
        while (socket.State is WebSocketState.Open or WebSocketState.CloseSent)
        {
            var result = await socket.ReceiveAsync(new ArraySegment<byte>(buffer), cancel);
            if (result.MessageType == WebSocketMessageType.Close)
            {
                // The gateway is closing: answer with a normal closure, unless we began the close.
                if (socket.State == WebSocketState.CloseReceived)
                    await socket.CloseOutputAsync(WebSocketCloseStatus.NormalClosure, "Closing", CancellationToken.None);
                return null;
            }
            // highlight-start
            message.Write(buffer, 0, result.Count);
            if (message.Length > MaxMessageBytes)
            {
                await socket.CloseAsync(WebSocketCloseStatus.MessageTooBig, "Message too long", CancellationToken.None);
                return null;
            }
            if (!result.EndOfMessage) continue; // more frames of the same message follow
            // highlight-end
            if (result.MessageType == WebSocketMessageType.Text)
                return Encoding.UTF8.GetString(message.GetBuffer(), 0, (int)message.Length);
            message.SetLength(0); // a binary message: not part of the protocol
        }
        return null;
    }

    async Task<string?> HandleAsync(ClientWebSocket socket, JsonElement frame, bool resumed)
    {
        switch (Text(frame, "type"))
        {
            case "welcome":
                // After a reconnect with a token, the gateway restores the subscriptions itself.
                // highlight-next-line
                if (resumed) Console.WriteLine("Resumed with all subscriptions");
                else foreach (var topic in topics) await SendAsync(socket, SubscribeRequest(topic, room, token, tokenType));
                return null;
            case "response":
                await HandleResponseAsync(socket, frame);
                return null;
            case "message":
                var topicName = Text(frame, "topic") ?? "";
                var payload = frame.TryGetProperty("data", out var data) ? data : default;
                try
                {
                    Console.WriteLine(Summarize(topicName, payload));
                }
                catch (Exception error) when (error is KeyNotFoundException or InvalidOperationException)
                {
                    // A payload of another shape than the docs show: print it as it came.
                    Console.WriteLine(topicName + ": " + (payload.ValueKind == JsonValueKind.Undefined ? "" : payload.GetRawText()));
                }
                return null;
            case "reconnect":
                // highlight-next-line
                return frame.TryGetProperty("data", out var move) ? Text(move, "reconnect_token") : null;
            default:
                Console.WriteLine("Ignored a message of type " + Text(frame, "type"));
                return null;
        }
    }

    async Task HandleResponseAsync(ClientWebSocket socket, JsonElement frame)
    {
        var nonce = Text(frame, "nonce") ?? "";
        var error = Text(frame, "error");
        pending.TryGetValue(nonce, out var request);
        if (error is null)
        {
            pending.TryRemove(nonce, out _);
            if (request is not null)
            {
                var done = (string?)request["type"] == "subscribe" ? "Subscribed to " : "Unsubscribed from ";
                Console.WriteLine(done + request["data"]!["topic"]);
            }
        }
        else if (error == "rate_limit_exceeded")
        {
            // This reply carries no nonce: after a pause, send again what is still unanswered then.
            if (Interlocked.Exchange(ref resendWaiting, 1) == 0) _ = ResendLaterAsync(socket);
        }
        else if (error == "err_deadline_exceeded" && request is not null)
        {
            // The token check timed out; the gateway asks for the same request again.
            await SendAsync(socket, request);
        }
        else
        {
            pending.TryRemove(nonce, out _);
            var detail = frame.TryGetProperty("data", out var data) ? Text(data, "message") : null;
            Console.WriteLine("Request failed (" + error + "): " + detail);
        }
    }

    /// <summary>Unsubscribes from every topic in this room, then closes; the read loop ends on the gateway's answer.</summary>
    async Task LeaveAsync(ClientWebSocket socket, CancellationTokenSource reading)
    {
        try
        {
            foreach (var topic in topics) await SendAsync(socket, UnsubscribeRequest(topic, room));
            await socket.CloseOutputAsync(WebSocketCloseStatus.NormalClosure, "Client is leaving", CancellationToken.None);
        }
        catch (WebSocketException)
        {
            // Already gone: nothing left to leave.
        }
        reading.CancelAfter(TimeSpan.FromSeconds(5));
    }

    /// <summary>Waits a second while reading goes on (answers that arrive meanwhile are not sent again), then resends.</summary>
    async Task ResendLaterAsync(ClientWebSocket socket)
    {
        await Task.Delay(1000);
        Interlocked.Exchange(ref resendWaiting, 0);
        try
        {
            foreach (var waiting in pending.Values) await SendAsync(socket, waiting);
        }
        catch (Exception error) when (error is WebSocketException or ObjectDisposedException or InvalidOperationException)
        {
            // The connection ended during the pause; the next one subscribes afresh.
        }
    }

    async Task SendAsync(ClientWebSocket socket, JsonObject request)
    {
        pending[(string)request["nonce"]!] = request;
        var bytes = Encoding.UTF8.GetBytes(request.ToJsonString());
        await sendLock.WaitAsync();
        try
        {
            await socket.SendAsync(new ArraySegment<byte>(bytes), WebSocketMessageType.Text, true, CancellationToken.None);
        }
        finally
        {
            sendLock.Release();
        }
    }

    // highlight-start
    public static JsonObject SubscribeRequest(string topic, string room, string token, string tokenType) => new()
    {
        ["type"] = "subscribe",
        ["nonce"] = Guid.NewGuid().ToString(),
        ["data"] = new JsonObject { ["topic"] = topic, ["room"] = room, ["token"] = token, ["token_type"] = tokenType },
    };
    // highlight-end

    /// <summary>Stop one topic in one room; with room null, in every room. No token is needed.</summary>
    public static JsonObject UnsubscribeRequest(string topic, string? room)
    {
        var data = new JsonObject { ["topic"] = topic };
        if (room is not null) data["room"] = room;
        return new JsonObject { ["type"] = "unsubscribe", ["nonce"] = Guid.NewGuid().ToString(), ["data"] = data };
    }

    /// <summary>A one-line description of an event.</summary>
    public static string Summarize(string topic, JsonElement data)
    {
        switch (topic)
        {
            case "channel.tips":
                var donation = data.GetProperty("donation");
                return "Tip from " + Text(donation.GetProperty("user"), "username") + ": "
                    + donation.GetProperty("amount").GetRawText() + " " + Text(donation, "currency");
            case "channel.activities":
                return Text(data, "type") + " from " + Text(data.GetProperty("data"), "displayName");
            case "channel.stream.status":
                return data.GetProperty("isLive").GetBoolean() ? "The stream is live" : "The stream has ended";
            default:
                return topic + ": " + data.GetRawText();
        }
    }

    static string? Text(JsonElement element, string name) =>
        element.ValueKind == JsonValueKind.Object && element.TryGetProperty(name, out var value) && value.ValueKind == JsonValueKind.String
            ? value.GetString()
            : null;
}
`;
