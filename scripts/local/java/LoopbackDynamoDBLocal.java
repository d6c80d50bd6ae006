import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * Starts DynamoDB Local as its own main class does (same arguments), bound to one address.
 * DynamoDB Local has no host option: it builds its Jetty server with new Server(port), which listens
 * on every interface. Its connector is configured here before the server starts. The address comes
 * from -Ddynamodb.host (default 127.0.0.1).
 */
public class LoopbackDynamoDBLocal {
  public static void main(String[] args) throws Exception {
    String host = System.getProperty("dynamodb.host", "127.0.0.1");
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    for (Connector connector : ((Server) field.get(proxy)).getConnectors()) {
      ((ServerConnector) connector).setHost(host);
    }
    proxy.start();
  }
}
